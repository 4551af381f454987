import { LANGUAGE_COOKIE, type Language } from '@jobsearch/domain/i18n/languages';
import { LANGUAGE_STORAGE_KEY } from './storage-key';

/** A year: the choice outlives a visit, as the device's storage does. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The choice as a cookie too, for the server: the public job pages are written by a function that
 * cannot read the device's storage (functions/src/pages/app.ts reads it; docs/decisions.md says
 * why it is named `__session`).
 */
export function writeLanguageCookie(language: Language): void {
  try {
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
  } catch {
    // A browser that refuses cookies still has the choice on the device.
  }
}

/** Remembers the reader's choice: on the device for the app, and in the cookie for the server's pages. */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // A browser without storage still switches, for this visit.
  }
  writeLanguageCookie(language);
}
