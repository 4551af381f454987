/**
 * Whether the screen has the phone-sized layout, where a page may fold parts
 * away (the jobs list's filters) or choose another default (Keep me signed
 * in). The width matches the phone rules of the stylesheets (below 640px).
 */
import { useSyncExternalStore } from 'react';

export const PHONE_LAYOUT_QUERY = '(max-width: 639.98px)';

function mediaList(): MediaQueryList | null {
  return typeof matchMedia === 'function' ? matchMedia(PHONE_LAYOUT_QUERY) : null;
}

export function isPhoneLayout(): boolean {
  return mediaList()?.matches ?? false;
}

function subscribe(onChange: () => void): () => void {
  const list = mediaList();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** The phone-sized layout, following the window as it is resized or turned. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, isPhoneLayout, () => false);
}
