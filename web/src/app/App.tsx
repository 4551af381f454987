import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router-dom';
import { loadNamespaces, translate } from '../i18n';
import { useToastContainerWanted } from '../ui/toast';
import { installNetworkGuard } from '../ui/network-guard';
import { LoadingScreen } from './LoadingScreen';
import { preloadPageAt, router } from './routes';
import { SessionProvider } from '../lib/session';
import { startServiceWorkerWhenIdle } from '../lib/offline/service-worker';
import { UpdatePrompt } from './UpdatePrompt';

const ToastHost = lazy(() => import('./ToastHost'));

preloadPageAt(window.location);
// Its text loads on first use (precached by the service worker, so offline too).
installNetworkGuard(() => loadNamespaces(['offline']).then(() => translate('offline.needsNetwork')));
startServiceWorkerWhenIdle();

/** The shell stays on firebase/auth alone; Firestore, Storage and react-toastify load when first used. */
export function App() {
  const toastsWanted = useToastContainerWanted();
  return (
    <SessionProvider>
      <LoadingScreen />
      <RouterProvider router={router} />
      <UpdatePrompt />
      {toastsWanted ? (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      ) : null}
    </SessionProvider>
  );
}
