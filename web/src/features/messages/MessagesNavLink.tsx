/**
 * "Messages" in the navigation bar for a signed-in seeker or employer, with
 * their unread count (its accessible name says it). Loaded lazily by the bar:
 * it brings the full SDK.
 */
import { unreadBadge } from '@jobsearch/domain/threads';
import { NavLink } from 'react-router-dom';
import { loadNamespaces, useT } from '../../i18n';
import { PATHS } from '../../lib/util/paths';
import { useUnreadMessages } from './api/threads';
import './messages-nav.css';

// No route: its texts come in with its code, so it never renders a key.
await loadNamespaces(['messages']);

export default function MessagesNavLink({ uid }: { uid: string }) {
  const t = useT();
  const badge = unreadBadge(useUnreadMessages(uid));
  return (
    <NavLink to={PATHS.messages} className="nav-icon navbar__messages" aria-label={badge ? t('messages.navUnread', { n: badge }) : t('messages.title')}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M4 5h16v11H8l-4 4V5Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      {badge ? (
        <span className="nav-icon__count" aria-hidden="true">
          {badge}
        </span>
      ) : null}
    </NavLink>
  );
}
