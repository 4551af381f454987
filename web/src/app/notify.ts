/**
 * Toasts for the shell and Home. react-toastify (with its CSS, which it
 * injects from JS) loads on first use rather than with the first page, which
 * keeps it out of the first-load bundle; toasts raised before the container
 * mounts are queued by react-toastify and shown once it does.
 * Lazily loaded pages may import `toast` from react-toastify directly.
 */
export type NotifyKind = 'info' | 'success' | 'error';

export function notify(kind: NotifyKind, message: string, options: { toastId?: string } = {}): void {
  void import('react-toastify').then(({ toast }) => { toast[kind](message, options); });
}
