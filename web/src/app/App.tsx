import { lazy, Suspense, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { LoadingScreen } from './LoadingScreen';
import { router } from './routes';
import { SessionProvider } from './session';

// react-toastify (its JS and the CSS it injects) loads once the first page is
// up; toasts raised before its container mounts are queued and shown then.
const ToastHost = lazy(() => import('./ToastHost'));

function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => setReady(true), { timeout: 1000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setReady(true), 200);
    return () => clearTimeout(timer);
  }, []);
  return ready;
}

/** The shell stays on firebase/auth alone; reactfire and Firestore load with the routes that use them. */
export function App() {
  const toastsReady = useAfterFirstPaint();
  return (
    <SessionProvider>
      <LoadingScreen />
      <RouterProvider router={router} />
      {toastsReady ? <Suspense fallback={null}><ToastHost /></Suspense> : null}
    </SessionProvider>
  );
}
