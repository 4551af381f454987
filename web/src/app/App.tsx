import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router-dom';
import { useToastContainerWanted } from '../ui/toast';
import { LoadingScreen } from './LoadingScreen';
import { preloadPageAt, router } from './routes';
import { SessionProvider } from '../lib/session';

const ToastHost = lazy(() => import('./ToastHost'));

preloadPageAt(window.location);

/** The shell stays on firebase/auth alone; Firestore, Storage and react-toastify load when first used. */
export function App() {
  const toastsWanted = useToastContainerWanted();
  return (
    <SessionProvider>
      <LoadingScreen />
      <RouterProvider router={router} />
      {toastsWanted ? (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      ) : null}
    </SessionProvider>
  );
}
