/**
 * The bell in the navigation bar, for every signed-in seeker
 * and employer: its accessible name carries the unread count ("Notifications
 * (2 unread)"); it opens a small panel listing the newest notifications first,
 * and opening marks them read (those that arrive while it is open, too). The
 * panel closes on Escape (focus back on the bell), a click outside, a link
 * followed, or a change of page. Loaded lazily by the bar: it brings the full SDK.
 * Closed, its count is the inbox's (the server adds one with each notification;
 * the navigation and the job cards listen to the same document); the list is
 * listened to while the panel is open (every signed-in view pays for the count,
 * not the list).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { loadNamespaces, useLanguage, useT } from '../../i18n';
import { useChoiceLabel } from '../../i18n/choices';
import { formatDateTime, formatIndiaDateTime, isoDate } from '../../lib/util/dates';
import { useInbox } from '../../lib/entities/inbox';
import { useDisclosure } from '../../ui/use-disclosure';
import { markRead, useNotifications } from './api/notifications';
import { notificationLink, notificationText, unreadIds, type Writer } from './model/notifications';
import './notifications.css';

// The bell is no route: its texts come in with its code, so it never renders a key.
await loadNamespaces(['notifications', 'choices']);

export default function NotificationBell({ uid }: { uid: string }) {
  const t = useT();
  const unread = useInbox(uid)?.unreadNotifications ?? 0;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  // A change of page or Escape closes the panel; so does a click outside it.
  const [open, setOpen] = useDisclosure(buttonRef);
  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (wrapRef.current && !wrapRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, setOpen]);

  const toggle = () => setOpen(!open);

  return (
    <div className="bell" ref={wrapRef}>
      <button
        ref={buttonRef}
        type="button"
        className="nav-icon bell__button"
        aria-label={t('notifications.bellLabel', { unread })}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
        {unread > 0 ? (
          // Drawn by CSS from data-count: the count is in the name already, so the button's text stays empty (axe label-content-name-mismatch).
          <span className="nav-icon__count bell__count" data-count={unread > 9 ? '9+' : String(unread)} aria-hidden="true" />
        ) : null}
      </button>
      <div id={panelId} className="bell__panel" role="region" aria-label={t('notifications.title')} hidden={!open}>
        <h2 className="bell__title">{t('notifications.title')}</h2>
        {open ? <BellList uid={uid} bellCounts={unread > 0} onFollow={() => setOpen(false)} /> : null}
      </div>
    </div>
  );
}

/**
 * The open panel's list, newest first. Open, whatever is unread is read now, also what arrives
 * while it stays open, and the bell's count goes to 0; what was unread stays marked "New" until
 * the panel closes.
 */
function BellList({ uid, bellCounts, onFollow }: { uid: string; bellCounts: boolean; onFollow: () => void }) {
  const t = useT();
  const writer: Writer = { english: useLanguage() === 'en', t, choice: useChoiceLabel(), when: formatIndiaDateTime };
  const live = useNotifications(uid);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const unread = unreadIds(live.data);
  if (unread.some((id) => !fresh.has(id))) setFresh(new Set([...fresh, ...unread]));
  const unreadKey = unread.join(',');
  useEffect(() => {
    if (unreadKey !== '' || bellCounts) void markRead(uid, unreadKey === '' ? [] : unreadKey.split(','), bellCounts);
  }, [uid, unreadKey, bellCounts]);
  if (live.status === 'error')
    return (
      <p className="error-text bell__empty" role="alert">
        {t('notifications.loadFailed')}
      </p>
    );
  if (live.status === 'ready' && live.data.length === 0) return <p className="muted bell__empty">{t('notifications.empty')}</p>;
  return (
    <ul className="bell__list">
      {live.data
        .map((n) => ({ n, text: notificationText(n, writer) }))
        .map(({ n, text }) => (
          <li key={n.id} className={`bell__item${fresh.has(n.id) ? ' is-new' : ''}`}>
            <Link to={notificationLink(n)} className="bell__link" onClick={onFollow}>
              <span className="bell__item-title">
                {fresh.has(n.id) ? <span className="bell__new">{t('notifications.new')}</span> : null}
                {text.title}
              </span>
              <span className="bell__body">{text.body}</span>
              <time className="bell__time" dateTime={isoDate(n.createdAt)}>
                {formatDateTime(n.createdAt)}
              </time>
            </Link>
          </li>
        ))}
    </ul>
  );
}
