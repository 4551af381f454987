/**
 * The site's languages. Each has the code stored on the device and
 * in `<html lang>`, the locale `Intl` formats numbers, money and dates with,
 * and its own name, written in that language, for the Language control.
 * Stored data never changes with the language: choice values, statuses and
 * the API stay the English codes of choices.ts.
 */
export const LANGUAGES = [
  { code: 'en', locale: 'en-IN', name: 'English' },
  { code: 'hi', locale: 'hi-IN', name: 'हिन्दी' },
  { code: 'mr', locale: 'mr-IN', name: 'मराठी' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];
export type LanguageLocale = (typeof LANGUAGES)[number]['locale'];

export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * The cookie that tells the server the language chosen on the site (its value is the code alone).
 * Firebase Hosting passes no other cookie to a function, and keys its cache on this one.
 */
export const LANGUAGE_COOKIE = '__session';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language.code === value);
}

export function localeOf(language: Language): LanguageLocale {
  return LANGUAGES.find((entry) => entry.code === language)!.locale;
}

/**
 * The locale `Intl` and the catalogs' `{n, number}` format with: the language's
 * own words, always with the digits 0-9 (Marathi's locale would otherwise
 * write ०-९ beside the 0-9 of typed salaries, phone numbers and the catalogs'
 * own texts; docs/decisions.md).
 */
export function formatLocaleOf(language: Language): string {
  return `${localeOf(language)}-u-nu-latn`;
}
