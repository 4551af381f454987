/**
 * A catalog is one namespace's texts in one language: ICU MessageFormat
 * strings ("{count, plural, one {# job} other {# jobs}}", "Hello {name}"),
 * compiled at build time (web/build/compiled-catalogs.ts) so the browser
 * needs no message parser. English is the source; a translation has exactly
 * the English catalog's keys (the type below, and tests/unit/i18n-catalogs.test.ts
 * for placeholders and plural forms).
 */
export type Catalog = Readonly<Record<string, string>>;

export type Translation<English extends Catalog> = { readonly [Key in keyof English]: string };
