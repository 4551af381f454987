/**
 * Every namespace of texts, by the English catalog that defines its keys.
 * Each namespace is a folder here with en.ts, hi.ts and mr.ts; the web app
 * loads a namespace's file for the chosen language only, with the routes that
 * use it (`common` always). Add a namespace: its folder, a line in
 * `EnglishCatalogs` and its name in NAMESPACES.
 */
import type choices from './choices/en';
import type common from './common/en';
import type jobPage from './jobPage/en';
import type validation from './validation/en';

export interface EnglishCatalogs {
  common: typeof common;
  choices: typeof choices;
  validation: typeof validation;
  jobPage: typeof jobPage;
}

export type Namespace = keyof EnglishCatalogs;

export const NAMESPACES = ['common', 'choices', 'validation', 'jobPage'] as const satisfies readonly Namespace[];

/** A text's key, `namespace.key`, as screens pass it to `t()`. */
export type MessageKey = {
  [N in Namespace]: `${N}.${Extract<keyof EnglishCatalogs[N], string>}`;
}[Namespace];
