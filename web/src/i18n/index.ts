/**
 * The site's languages at run time (issue 22): Lingui's runtime with the
 * catalogs of domain/src/i18n. Screens call `useT()` and format numbers,
 * money and dates with the helpers here, so everything follows the chosen
 * language; the choice is remembered on the device and written to <html lang>.
 */
import { DEFAULT_LANGUAGE, isLanguage, localeOf, type Language } from '@jobsearch/domain/i18n/languages';
import type { MessageKey, Namespace } from '@jobsearch/domain/i18n/catalogs/index';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { catalogLoader } from './catalogs';

export { I18nProvider } from '@lingui/react';
export { i18n };
export type { MessageKey, Namespace, Language };

export const LANGUAGE_STORAGE_KEY = 'jobsearch.language';

export type MessageValues = Record<string, string | number | Date>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** The language remembered on this device, else English. */
export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

let current: Language = DEFAULT_LANGUAGE;
/** The namespaces of every page: the bar and footer (`common`) and the shared shell of app/ and ui/ (`ui`). */
export const ALWAYS_LOADED: readonly Namespace[] = ['common', 'ui'];
/** Namespaces some page has asked for: a change of language loads them all in the new one first. */
const wanted = new Set<Namespace>(ALWAYS_LOADED);
const loaded = new Map<string, Promise<void>>();

function load(namespace: Namespace, language: Language): Promise<void> {
  const id = `${language}/${namespace}`;
  let done = loaded.get(id);
  if (!done) {
    done = catalogLoader(namespace, language)().then((messages) => {
      const prefixed = Object.fromEntries(Object.entries(messages).map(([key, message]) => [`${namespace}.${key}`, message]));
      i18n.load(localeOf(language), prefixed);
    });
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

/** Switches the whole site: loads the texts first, so no screen shows keys, then remembers the choice. */
export async function setLanguage(language: Language): Promise<void> {
  await Promise.all([...wanted].map((namespace) => load(namespace, language)));
  current = language;
  i18n.activate(localeOf(language));
  document.documentElement.lang = localeOf(language);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // A browser without storage still switches, for this visit.
  }
}

export function currentLanguage(): Language {
  return current;
}

/** The `Intl` locale of the current language: en-IN, hi-IN or mr-IN. */
export function currentLocale(): string {
  return localeOf(current);
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
