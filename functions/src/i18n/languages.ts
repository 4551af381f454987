/**
 * Which language a reader gets from the server. A page request says it by
 * the cookie the Language control writes (the reader's choice on the site),
 * else by the browser's Accept-Language; a mail's recipient by the language
 * stored on their users/{uid} document (when there is one); else English.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, isLanguage, localeOf, type Language } from '@jobsearch/domain/i18n/languages';

export { DEFAULT_LANGUAGE, localeOf, type Language };

/**
 * The first of the site's languages an Accept-Language header asks for, by
 * its weights ("hi-IN,hi;q=0.9,en;q=0.8" is Hindi); English when it names none of them.
 */
export function languageOfAcceptLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [range = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
      return { code: range.trim().toLowerCase().split('-')[0], weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const range of ranges) {
    if (range.code === '*') return DEFAULT_LANGUAGE;
    if (isLanguage(range.code)) return range.code;
  }
  return DEFAULT_LANGUAGE;
}

/** The language a Cookie header's language cookie names (`__session=hi`), or null when it names none of the site's. */
export function languageOfCookie(header: string | undefined): Language | null {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const [name = '', value = ''] = pair.split('=').map((part) => part.trim());
    if (name === LANGUAGE_COOKIE) return isLanguage(value) ? value : null;
  }
  return null;
}

/**
 * A page's language: the one its address names (`?lang=hi`, the hreflang alternates' links), else the
 * reader's choice on the site (the cookie), else what their browser asks for.
 */
export function languageOfRequest(request: { lang?: unknown; cookie?: string; acceptLanguage?: string }): Language {
  if (isLanguage(request.lang)) return request.lang;
  return languageOfCookie(request.cookie) ?? languageOfAcceptLanguage(request.acceptLanguage);
}

/** The language a stored document names (`language: 'hi'`), or English. */
export function storedLanguage(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}
