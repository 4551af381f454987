/**
 * The last-seen view: the jobs list as it was last drawn, kept as markup, so a
 * repeat view paints it with the document, before any script has loaded. An
 * inline script in index.html (LAST_SEEN_VIEW_SCRIPT in web/vite.config.ts)
 * puts it into #root, inert, when it is this address's, this user's and in
 * this language; main.tsx renders the app over it once the page's code is in
 * (the service worker serves the document and code at once,
 * and what is left before the cards is the app starting up).
 *
 * The same rules as the other last-seen copies (lib/offline/last-seen.ts): in
 * the storage of the Auth SDK's entry, named by its user, forgotten at sign-out. The markup is the
 * app's own DOM serialised: job texts in it are escaped text, and the policy
 * runs no inline handler in any case.
 */
import { LANGUAGE_STORAGE_KEY } from '../../i18n/storage-key';
import { whenIdle } from '../util/idle';
import { LAST_SEEN_VIEW_KEY } from './last-seen-keys';
import { readStoredUser } from '../session';
import { userStorage } from '../session/stored-user';

export interface LastSeenView {
  uid: string;
  /** The address it was drawn at, path and query: another filter's list is not this one. */
  path: string;
  /** The Language control's stored choice then (null: none), compared as stored. */
  language: string | null;
  /** The stylesheets the page's code had added (its chunks' CSS): the stand-in paints with them. */
  css: string[];
  html: string;
}

/**
 * #root's markup as a stand-in: the fields showing their current values, marked as still
 * loading, without toasts or inline styles (the policy refuses those in markup).
 */
export function viewMarkup(root: HTMLElement): string {
  const copy = root.cloneNode(true) as HTMLElement;
  const fields = root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea');
  const copies = copy.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea');
  fields.forEach((field, index) => {
    const twin = copies[index]!;
    if (field instanceof HTMLSelectElement)
      [...field.options].forEach((option, at) => (twin as HTMLSelectElement).options[at]?.toggleAttribute('selected', option.selected));
    else if (field instanceof HTMLTextAreaElement) twin.textContent = field.value;
    else if (field.type === 'checkbox' || field.type === 'radio') twin.toggleAttribute('checked', field.checked);
    else if (field.type === 'password' || field.type === 'file')
      twin.removeAttribute('value'); // React mirrors a controlled value into the attribute
    else twin.setAttribute('value', field.value);
  });
  for (const list of copy.querySelectorAll('[aria-busy]')) list.setAttribute('aria-busy', 'true');
  for (const styled of copy.querySelectorAll('[style]')) styled.removeAttribute('style');
  for (const toasts of copy.querySelectorAll('.Toastify')) toasts.remove();
  return copy.innerHTML;
}

/** The build's own stylesheets, the only ones index.html's script adds back. */
const STYLESHEET = /^\/assets\/[\w.-]+\.css$/;

let pending = false;
/** How often a view drawn under the loading screen looks again whether the screen has gone. */
const SCREEN_RECHECK_MS = 500;

/** Keeps what #root shows now, at the next idle moment (once however often it is asked). */
export function keepLastSeenView(uid: string): void {
  if (pending) return;
  pending = true;
  whenIdle(
    () => {
      pending = false;
      const root = document.getElementById('root');
      // Drawn under a session's first loading screen: kept once it has gone, which re-renders nothing (app/LoadingScreen.tsx).
      if (root?.inert && document.getElementById('loading-screen')) {
        setTimeout(() => keepLastSeenView(uid), SCREEN_RECHECK_MS);
        return;
      }
      // A dialog or the loading screen's cover is not the list; a user signed out since is gone with their copies.
      if (!root || root.inert || root.querySelector('dialog[open]') || readStoredUser()?.user.uid !== uid) return;
      try {
        const css = [...document.querySelectorAll('link[rel="stylesheet"]')]
          .map((link) => link.getAttribute('href') ?? '')
          .filter((href) => STYLESHEET.test(href));
        const view: LastSeenView = {
          uid,
          css,
          path: location.pathname + location.search,
          language: localStorage.getItem(LANGUAGE_STORAGE_KEY),
          html: viewMarkup(root),
        };
        userStorage()?.setItem(LAST_SEEN_VIEW_KEY, JSON.stringify(view));
      } catch {
        /* storage full or unavailable: the next view starts from the app, as without it */
      }
    },
    { timeoutMs: 2000, fallbackDelayMs: 500 },
  );
}
