import { TOAST_AUTO_CLOSE_MS } from '@jobsearch/domain/helpers';
import { RouterProvider } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { LoadingScreen } from './LoadingScreen';
import { router } from './routes';
import { SessionProvider } from './session';

/** The shell stays on firebase/auth alone; reactfire and Firestore load with the routes that use them. */
export function App() {
  return (
    <SessionProvider>
      <LoadingScreen />
      <RouterProvider router={router} />
      <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop />
    </SessionProvider>
  );
}
