/**
 * The site's languages at run time: Lingui's runtime with the
 * catalogs of domain/src/i18n. Screens call `useT()` and format numbers,
 * money and dates with the helpers here, so everything follows the chosen
 * language; the choice is remembered on the device and written to <html lang>.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, formatLocaleOf, isLanguage, localeOf, type Language } from '@jobsearch/domain/i18n/languages';
import type { MessageKey, Namespace } from '@jobsearch/domain/i18n/catalogs/index';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { catalogLoader } from './catalogs';

export { I18nProvider } from '@lingui/react';
export { i18n };
export type { MessageKey, Namespace, Language };

import { ALWAYS_LOADED_NAMESPACES, LANGUAGE_STORAGE_KEY } from './storage-key';
import { rememberLanguage, writeLanguageCookie } from './remember';

export { LANGUAGE_STORAGE_KEY };

export type MessageValues = Record<string, string | number | Date>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** The language chosen on this device, or null when none was. */
function chosenLanguage(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The language of the page as it came: a public job page the server wrote in the reader's
 * language says it in <html lang> (the index.html of every other page says English).
 */
function pageLanguage(): Language {
  const locale = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return LANGUAGES.find((entry) => entry.locale === locale || entry.code === locale)?.code ?? DEFAULT_LANGUAGE;
}

/** The browser's first language that the site speaks (hi-IN is Hindi, en-GB English), or null. */
function browserLanguage(): Language | null {
  if (typeof navigator === 'undefined') return null;
  const tags = navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const tag of tags) {
    const code = (tag ?? '').toLowerCase().split('-')[0];
    if (isLanguage(code)) return code;
  }
  return null;
}

/**
 * The language a person arrives in: a public job page's, which the server wrote in the reader's
 * language, else their browser's first one that the site speaks, else English.
 */
function arrivalLanguage(): Language {
  const page = pageLanguage();
  return page !== DEFAULT_LANGUAGE ? page : (browserLanguage() ?? DEFAULT_LANGUAGE);
}

/** The language remembered on this device, else the one the person arrived in. */
export function storedLanguage(): Language {
  return chosenLanguage() ?? arrivalLanguage();
}

/**
 * The language the texts are loaded in. Until startup has settled it, the remembered one: the first
 * page's texts, asked for beside its code before startup (app/routes.tsx), come in that language.
 */
let current: Language = storedLanguage();
/** The namespaces of every page: the bar and footer (`common`) and the shared shell of app/ and ui/ (`ui`). */
export const ALWAYS_LOADED: readonly Namespace[] = ALWAYS_LOADED_NAMESPACES;
/** Namespaces some page has asked for: a change of language loads them all in the new one first. */
const wanted = new Set<Namespace>(ALWAYS_LOADED);
const loaded = new Map<string, Promise<void>>();

/**
 * Waits before asking again for a catalog that did not download: on a phone's network a request is
 * sometimes lost, and one lost catalog would otherwise fail the whole start (main.tsx).
 */
const RETRY_DELAYS_MS = [400, 1200];

async function withRetries<T>(attempt: () => Promise<T>): Promise<T> {
  for (const delay of RETRY_DELAYS_MS) {
    try {
      return await attempt();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return attempt();
}

function load(namespace: Namespace, language: Language): Promise<void> {
  const id = `${language}/${namespace}`;
  let done = loaded.get(id);
  if (!done) {
    // Keys come prefixed with the namespace (web/build/compiled-catalogs.ts).
    done = withRetries(catalogLoader(namespace, language)).then((messages) => i18n.load(localeOf(language), messages));
    done.catch(() => loaded.delete(id));
    loaded.set(id, done);
  }
  return done;
}

/** Loads a page's namespaces in the current language (routes call this beside the page's own code). */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  for (const namespace of namespaces) wanted.add(namespace);
  return Promise.all(namespaces.map((namespace) => load(namespace, current))).then(() => undefined);
}

/** Loads every namespace in use in `language`, then shows the site in it. */
async function switchTo(language: Language): Promise<void> {
  await Promise.all([...wanted].map((namespace) => load(namespace, language)));
  current = language;
  // The catalogs' {n, number} formats with the language's words and 0-9 digits.
  i18n.activate(localeOf(language), [formatLocaleOf(language)]);
  document.documentElement.lang = localeOf(language);
}

/** Switches the whole site: loads the texts first, so no screen shows keys, then remembers the choice. */
export async function setLanguage(language: Language): Promise<void> {
  await switchTo(language);
  rememberLanguage(language);
}

/**
 * A page's start, before anything renders (main.tsx), in the remembered language. The choice is only
 * read here, never written back: writing it once the texts were in undid a choice made meanwhile, in
 * another tab or just before a reload (tests/e2e/language-startup.test.ts). If those texts cannot be
 * had even on a third try, the site starts in English and the device keeps the choice for the next
 * visit; if not even English comes, it starts all the same rather than stay a blank page.
 */
export async function startLanguage(): Promise<void> {
  // A choice made before the cookie existed reaches the server's pages from now on.
  const chosen = chosenLanguage();
  if (chosen) writeLanguageCookie(chosen);
  for (const language of new Set([current, DEFAULT_LANGUAGE])) {
    try {
      await switchTo(language);
      // A first visit's language stays the site's on this device (the next page, Home or /jobs, opens
      // in it too) until the person picks another; never over a choice made meanwhile.
      if (!chosenLanguage() && language === current) rememberLanguage(language);
      return;
    } catch (error) {
      console.error(`The ${language} texts could not be loaded`, error);
    }
  }
  current = DEFAULT_LANGUAGE;
  i18n.activate(localeOf(DEFAULT_LANGUAGE));
  document.documentElement.lang = localeOf(DEFAULT_LANGUAGE);
}

export function currentLanguage(): Language {
  return current;
}

/** The `Intl` locale of the current language: en-IN, hi-IN or mr-IN, with the digits 0-9 (formatLocaleOf). */
export function currentLocale(): string {
  return formatLocaleOf(current);
}

/** A text outside React (toasts fired from plain functions, document titles). */
export const translate: Translate = (key, values) => i18n._({ id: key, values } as MessageDescriptor);

/** The texts of the chosen language; components re-render when it changes. */
export function useT(): Translate {
  const { _ } = useLingui();
  return _ as unknown as Translate;
}

/** The language in use, for components that format with Intl. */
export function useLanguage(): Language {
  useLingui();
  return current;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const id = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(id);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(id, format);
  }
  return format;
}

/** 12,345 in the current language's digits and grouping. */
export function formatNumber(value: number): string {
  return numberFormat(currentLocale()).format(value);
}

/** ₹15,000: whole rupees, as salaries are written. */
export function formatRupees(value: number): string {
  return numberFormat(currentLocale(), { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(value);
}
