/**
 * The profile resume's problems come back as the domain's English (MESSAGES,
 * shared with the API): the screen says them in the chosen language, and
 * anything it does not know as it is.
 */
import { MESSAGES } from '@jobsearch/domain/messages';
import type { MessageKey, Translate } from '../../../i18n';

const KEYS = new Map<string, MessageKey>([
  [MESSAGES.resumeWrongType, 'profile.resumeWrongType'],
  [MESSAGES.resumeTooLarge, 'profile.resumeTooLarge'],
  [MESSAGES.resumeUploadFailed, 'profile.resumeUploadFailed'],
]);

export function profileMessage(t: Translate, message: string): string {
  const key = KEYS.get(message);
  return key ? t(key) : message;
}
