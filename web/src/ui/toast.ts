/**
 * Toasts, with react-toastify loaded on the first one (its JS and stylesheet,
 * about 10 KB gzip), so Home and any page that raises no toast never download
 * it. Its `unstyled` entry, the same one app/ToastHost.tsx mounts: the two must
 * share one toast store. The first call asks the app to mount the
 * container (`useToastContainerWanted`); react-toastify queues what is raised
 * before the container mounts and shows it once it does.
 */
import type { ToastOptions } from 'react-toastify/unstyled';
import { useSyncExternalStore } from 'react';

type Kind = 'info' | 'success' | 'error';
export type Options = Pick<ToastOptions, 'toastId' | 'icon'>;

let containerWanted = false;
const listeners = new Set<() => void>();

function show(kind: Kind, message: string, options?: Options): void {
  if (!containerWanted) {
    containerWanted = true;
    for (const listener of listeners) listener();
  }
  void import('react-toastify/unstyled').then(({ toast: toastify }) => {
    toastify[kind](message, options);
  });
}

export const toast = {
  info: (message: string, options?: Options) => show('info', message, options),
  success: (message: string, options?: Options) => show('success', message, options),
  error: (message: string, options?: Options) => show('error', message, options),
  /** Closes the toast raised with this `toastId` (nothing happens if it is gone), e.g. the upload's when the upload ends. */
  dismiss: (toastId: string) => {
    if (!containerWanted) return;
    void import('react-toastify/unstyled').then(({ toast: toastify }) => {
      toastify.dismiss(toastId);
    });
  },
};

/** True once any toast was raised: then the app mounts the (lazy) container. */
export function useToastContainerWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    () => containerWanted,
    () => false,
  );
}
