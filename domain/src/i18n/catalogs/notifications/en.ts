import { MESSAGES } from '../../../messages';
import type { Catalog } from '../../catalog';

/** The notifications bell of the navigation bar and its panel (the notifications' own title and body are the server's words). */
export default {
  bellLabel: '{unread, plural, =0 {Notifications} other {Notifications (# unread)}}',
  title: 'Notifications',
  loadFailed: MESSAGES.notificationsLoadFailed,
  empty: MESSAGES.notificationsEmpty,
  new: MESSAGES.notificationNew,
} as const satisfies Catalog;
