import { asciiDigits } from '@jobsearch/domain/digits';
import { lazy, Suspense, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useT } from '../i18n';
import { LanguageControl } from './LanguageControl';
import { BrandMark } from '../ui/BrandMark';
import { toast } from '../ui/toast';
import {
  audienceOf,
  hasPinPlace,
  isCurrentPath,
  mayHoldPinCode,
  navLinks,
  pinSearchTarget,
  placeSearchTarget,
  searchTarget,
  searchTextOf,
  showsSearch,
  type NavItem,
} from './nav';
import { useSession } from '../lib/session';
import { isUnderJobs, PATHS } from '../lib/util/paths';
import { OFFLINE_OK } from '../ui/network-guard';
import { useDisclosure } from '../ui/use-disclosure';
import { signOutOfFirebase } from '../lib/session/sign-out';

const MENU_ID = 'navbar-menu';

// The bell listens to Firestore: its code loads only for a signed-in seeker or employer.
const NotificationBell = lazy(() => import('../features/notifications/NotificationBell'));
const MessagesNavLink = lazy(() => import('../features/messages/MessagesNavLink'));

/** The navigation bar: brand, links of the audience, the seeker's search box, the notifications bell, Login or Logout. */
export function NavBar() {
  const t = useT();
  const session = useSession();
  const audience = audienceOf(session);
  const location = useLocation();
  const navigate = useNavigate();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The menu closes whenever the page changes, and on Escape.
  const [open, setOpen] = useDisclosure(toggleRef);
  const signedIn = session.status === 'signedIn';
  // On /jobs the search box stays in the bar at every width; elsewhere, on phones, it sits in the menu.
  const search = showsSearch(audience);
  const pinnedSearch = search && isUnderJobs(location.pathname);

  const onChoose = (item: NavItem) => (event: MouseEvent<HTMLAnchorElement>) => {
    setOpen(false);
    if (audience === 'visitor' && item.loginFirst) {
      event.preventDefault();
      // The same toastId as the guards' and Home's notice: one toast, whichever raises it.
      toast.info(t('common.loginFirst'), { toastId: 'common.loginFirst' });
      navigate(PATHS.login, { state: { from: item.to } });
      return;
    }
    // A link for a logged-in user navigates only if its page is not already current.
    if (signedIn && isCurrentPath(location.pathname, item.to)) event.preventDefault();
  };

  const onBrand = (event: MouseEvent<HTMLAnchorElement>) => {
    setOpen(false);
    if (signedIn && isCurrentPath(location.pathname, '/')) event.preventDefault();
  };

  const onLogout = async () => {
    setOpen(false);
    // Leave a guarded page first (committed at once), so its guard does not see the sign-out.
    await navigate(PATHS.home, { flushSync: true });
    await signOutOfFirebase();
  };

  return (
    <header className="navbar">
      <div className="navbar__inner">
        <Link to={PATHS.home} className="brand" onClick={onBrand} aria-label={t('common.brandHome')}>
          <BrandMark />
          <span className="brand__name">
            JobSearch <span className="brand__accent">India</span>
          </span>
        </Link>
        {pinnedSearch ? <SearchBox pinned onDone={() => setOpen(false)} /> : null}
        {session.status === 'signedIn' && (audience === 'jobseeker' || audience === 'employer') ? (
          <Suspense fallback={null}>
            <MessagesNavLink key={`messages-${session.user.uid}`} uid={session.user.uid} />
            <NotificationBell key={session.user.uid} uid={session.user.uid} />
          </Suspense>
        ) : null}
        <button
          ref={toggleRef}
          type="button"
          className="navbar__toggle"
          aria-label={t('common.menu')}
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={() => setOpen((v) => !v)}
        >
          <span className="navbar__bars" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
        </button>
        <div id={MENU_ID} className={`navbar__menu${open ? ' is-open' : ''}`}>
          {search && !pinnedSearch ? <SearchBox onDone={() => setOpen(false)} /> : null}
          <nav aria-label={t('common.mainNavigation')}>
            <ul className="navbar__links">
              {navLinks(audience).map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end
                    className={({ isActive }) => `navbar__link${isActive && !(audience === 'visitor' && item.loginFirst) ? ' is-active' : ''}`}
                    onClick={onChoose(item)}
                  >
                    {t(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="navbar__actions">
            {session.status === 'signedIn' ? (
              // The admin dashboard has its own Logout (back to /admin-login): one per page.
              isCurrentPath(location.pathname, PATHS.admin) ? null : (
                <button type="button" className="button button--secondary navbar__logout" onClick={onLogout}>
                  {t('common.logout')}
                </button>
              )
            ) : session.status === 'signedOut' && !isCurrentPath(location.pathname, PATHS.login) ? (
              <Link to={PATHS.login} className="button navbar__login" onClick={() => setOpen(false)}>
                {t('common.loginOrSignUp')}
              </Link>
            ) : null}
            <LanguageControl className="navbar__language" hideLabel />
          </div>
        </div>
      </div>
    </header>
  );
}

/** The job seeker's 'Search jobs...' box: searches role, company and city on /jobs; a PIN code among the words sets the place. */
function SearchBox({ onDone, pinned = false }: { onDone: () => void; pinned?: boolean }) {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const [text, setText] = useState(() => searchTextOf(location.pathname, location.search));

  // Follow the URL: the box shows the q of /jobs and empties elsewhere.
  const here = location.pathname + location.search;
  const [shownFor, setShownFor] = useState(here);
  if (shownFor !== here) {
    setShownFor(here);
    setText(searchTextOf(location.pathname, location.search));
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The address as it is now: a filter chosen just before Enter may not have re-rendered this box yet.
    const { pathname, search } = window.location;
    // A Marathi or Hindi keyboard types ४११०१८: the same PIN code as 411018.
    const typed = asciiDigits(text);
    if (!mayHoldPinCode(typed)) {
      if (hasPinPlace(pathname, search)) return void placeSearchTarget(pathname, search, typed).then(go);
      return go(searchTarget(pathname, search, typed));
    }
    void pinSearchTarget(pathname, search, typed).then((found) => {
      if ('to' in found) go(found.to);
      else toast.error('unknownPin' in found ? t('ui.pinCodeUnknown', { pin: found.unknownPin }) : t('ui.pinCodeLoadFailed'));
    });
  };
  const go = (to: string) => {
    onDone();
    navigate(to);
  };

  return (
    <form className={`navbar__search${pinned ? ' navbar__search--pinned' : ''}`} role="search" onSubmit={onSubmit} {...OFFLINE_OK}>
      <label htmlFor="navbar-search" className="visually-hidden">
        {t('common.searchJobs')}
      </label>
      <input
        id="navbar-search"
        type="search"
        placeholder={t('common.searchJobsPlaceholder')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="navbar__search-button" aria-label={t('common.search')}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2.2" />
          <path d="m20 20-3.6-3.6" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}
