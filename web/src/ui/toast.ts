/**
 * Toasts, with react-toastify loaded on the first one (its JS and stylesheet,
 * about 10 KB gzip), so Home and any page that raises no toast never download
 * it. Its `unstyled` entry, the same one app/ToastHost.tsx mounts: the two must
 * share one toast store. The first call asks the app to mount the
 * container (`useToastContainerWanted`); react-toastify queues what is raised
 * before the container mounts and shows it once it does.
 */
import type { Id, ToastOptions } from 'react-toastify/unstyled';
import { useSyncExternalStore } from 'react';

type Kind = 'info' | 'success' | 'error';
export type Options = Pick<ToastOptions, 'toastId' | 'icon'>;

/**
 * At most this many toasts show at once. A new one shows at once and the oldest closes: what
 * the person just did is answered now, not after older toasts have timed out (react-toastify's
 * own `limit` queues the new one for up to 5 s, so an "Invalid OTP" came seconds late).
 */
export const TOAST_LIMIT = 2;

let containerWanted = false;
const listeners = new Set<() => void>();
/** The toasts raised here and not yet closed, oldest first. */
let shown: Id[] = [];
let followed = false;

function show(kind: Kind, message: string, options?: Options): void {
  if (!containerWanted) {
    containerWanted = true;
    for (const listener of listeners) listener();
  }
  void import('react-toastify/unstyled').then(({ toast: toastify }) => {
    if (!followed) {
      followed = true;
      toastify.onChange((item) => {
        if (item.status === 'removed') shown = shown.filter((id) => id !== item.id);
      });
    }
    // The same toastId again is that toast, not another one.
    const again = options?.toastId !== undefined && shown.includes(options.toastId);
    const oldest = again ? [] : shown.splice(0, shown.length - TOAST_LIMIT + 1);
    for (const id of oldest) toastify.dismiss(id);
    const id = toastify[kind](message, options);
    if (!again) shown.push(id);
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
