import { choiceLabel } from '../../../i18n/choices';
import type { Translate } from '../../../i18n';
import { statusProblemKey } from '../model/status-problems';

/** A status-change problem (the domain's English message) in the chosen language; unknown text stays as it is. */
export function problemText(t: Translate, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const known = statusProblemKey(message);
  if (!known) return message;
  const values = known.values
    ? { from: choiceLabel('applicationStatus', known.values.from), to: choiceLabel('applicationStatus', known.values.to) }
    : undefined;
  return t(known.key, values);
}
