/**
 * The messages the apply, report and alert paths hand back are the domain's
 * English (MESSAGES, the schemas' zod messages, as the API answers too). The
 * screens say them in the chosen language: a known message becomes its key
 * in the `jobs` catalog, a validation message goes through the `validation`
 * catalog, anything else shows as it is.
 */
import { MESSAGES } from '@jobsearch/domain/messages';
import type { MessageKey, Translate } from '../../../i18n';
import { localizeFieldMessage } from '../../../i18n/validation';

const KEYS = new Map<string, MessageKey>([
  [MESSAGES.mustBeLoggedInToApply, 'jobs.mustBeLoggedInToApply'],
  [MESSAGES.uploadResumeFirst, 'jobs.uploadResumeFirst'],
  [MESSAGES.resumeWrongType, 'jobs.resumeWrongType'],
  [MESSAGES.resumeTooLarge, 'jobs.resumeTooLarge'],
  [MESSAGES.resumeUploadFailed, 'jobs.resumeUploadFailed'],
  [MESSAGES.noProfileResume, 'jobs.noProfileResume'],
  [MESSAGES.resumeFolderFull, 'jobs.resumeFolderFull'],
  [MESSAGES.resumeAccountFull, 'jobs.resumeAccountFull'],
  [MESSAGES.resumeStillChecking, 'jobs.resumeStillChecking'],
  [MESSAGES.applyFailed, 'jobs.applyFailed'],
  [MESSAGES.reportNoteTooLong, 'jobs.reportNoteTooLong'],
  [MESSAGES.alertCreated, 'jobs.alertCreated'],
  [MESSAGES.alertCreateFailed, 'jobs.alertCreateFailed'],
  [MESSAGES.alertsFull, 'jobs.alertsFull'],
  [MESSAGES.alertInvalidFilter, 'jobs.alertInvalidFilter'],
  [MESSAGES.alertNeedsFilter, 'jobs.alertNeedsFilter'],
  [MESSAGES.alertQueryTooLong, 'jobs.alertQueryTooLong'],
]);

/** The key of a known domain message, or null. */
export function jobsMessageKey(message: string): MessageKey | null {
  return KEYS.get(message) ?? null;
}

/** A domain message in the chosen language. */
export function jobsMessage(t: Translate, message: string): string {
  const key = KEYS.get(message);
  return key ? t(key) : localizeFieldMessage(t, message);
}
