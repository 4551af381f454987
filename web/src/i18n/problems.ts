import { sayProblem } from '@jobsearch/domain/problems';
import { useCallback } from 'react';
import { useT, type Translate } from './index';

/**
 * A problem (the domain's checks, the screens' own outcomes: a code and its
 * values, domain/src/problems.ts) in the chosen language, from the catalogs;
 * other text (an answer of the server) shows as it is. Pages load the
 * namespaces of the problems they show with their route (`validation` for
 * the domain's checks).
 */
export function say(t: Translate, message: string): string {
  return sayProblem(t, message);
}

/** say() for a component: it re-renders when the language changes. */
export function useSay(): (message: string) => string {
  const t = useT();
  return useCallback((message: string) => sayProblem(t, message), [t]);
}
