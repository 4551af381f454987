/**
 * Actions that need the network say so when there is none,
 * instead of waiting forever (the full Firestore SDK queues an offline write
 * and its promise never settles) or failing without a word. One guard for the
 * whole site, installed once (app/App.tsx): while the browser is offline, a
 * form's submit, or a press on an element marked `data-needs-network`, is
 * stopped before React sees it (a capture listener on window runs before
 * React's own on the root) and an error toast explains why. Forms that work
 * offline (the navigation bar's search only moves to /jobs) carry
 * `data-offline-ok`.
 */
import { isOnline } from '../lib/offline/online';
import { toast } from './toast';

/** Put on a button (or its container) whose press writes or reads over the network. */
export const NEEDS_NETWORK = { 'data-needs-network': '' } as const;
/** Put on a form whose submit needs no network. */
export const OFFLINE_OK = { 'data-offline-ok': '' } as const;

export interface GuardedEvent {
  type: 'submit' | 'click';
  /** The submitted form is marked `data-offline-ok`. */
  offlineOk: boolean;
  /** The pressed element, or one around it, is marked `data-needs-network`. */
  needsNetwork: boolean;
}

/** Whether the guard stops this event: only while offline, every submit but the offline-ok ones, and presses on marked elements. */
export function stopsWhileOffline(event: GuardedEvent, online: boolean): boolean {
  if (online) return false;
  return event.type === 'submit' ? !event.offlineOk : event.needsNetwork;
}

function describe(event: Event): GuardedEvent | null {
  const target = event.target;
  if (!(target instanceof Element)) return null;
  if (event.type === 'submit') return { type: 'submit', offlineOk: target.closest('[data-offline-ok]') !== null, needsNetwork: false };
  if (event.type === 'click') return { type: 'click', offlineOk: false, needsNetwork: target.closest('[data-needs-network]') !== null };
  return null;
}

/** Installs the guard; `message` gives the toast's text (asked when it shows, so it follows the language). Returns the uninstall. */
export function installNetworkGuard(message: () => Promise<string>): () => void {
  const guard = (event: Event) => {
    const described = describe(event);
    if (!described || !stopsWhileOffline(described, isOnline())) return;
    event.preventDefault();
    event.stopPropagation();
    void message().then((text) => toast.error(text, { toastId: 'needs-network' }));
  };
  window.addEventListener('submit', guard, true);
  window.addEventListener('click', guard, true);
  return () => {
    window.removeEventListener('submit', guard, true);
    window.removeEventListener('click', guard, true);
  };
}
