import type { Catalog } from '../../catalog';

/** The installable, offline-ready site: the offline notice, the network guard and the update prompt. */
export default {
  /** Over a list shown from the device's last-seen copy (no network, or the read failed). */
  showingLastSeen: 'You are offline. Showing what you saw last.',
  /** An action that needs the network, pressed while offline. */
  needsNetwork: 'You are offline. This needs the network: please try again when you are back online.',
  /** A new build's service worker is waiting. */
  updateAvailable: 'A new version is available.',
  reload: 'Reload',
} satisfies Catalog;
