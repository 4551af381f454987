import type { Translate } from '../../../i18n';
import { say } from '../../../i18n/problems';

/** A status-change problem (the domain's code and values) in the chosen language; other text stays as it is. */
export function problemText(t: Translate, message: string | undefined): string | undefined {
  return message === undefined ? undefined : say(t, message);
}
