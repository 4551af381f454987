/**
 * The status-change problems of the domain (MESSAGES, as the schemas and
 * statusChangeProblem write them, in English like the API) as keys of the
 * applications catalog (issue 22), so the dialogs and toasts say them in the
 * chosen language. "An application cannot go from X to Y." keeps its two statuses.
 */
import type { MessageKey } from '@jobsearch/domain/i18n/catalogs/index';
import { MESSAGES } from '@jobsearch/domain/messages';
import { APPLICATION_STATUSES } from '@jobsearch/domain/pipeline';

const FIXED = new Map<string, MessageKey>([
  [MESSAGES.interviewWhenRequired, 'applications.interviewWhenRequired'],
  [MESSAGES.interviewPlaceRequired, 'applications.interviewPlaceRequired'],
  [MESSAGES.interviewPlaceTooLong, 'applications.interviewPlaceTooLong'],
  [MESSAGES.interviewPhoneNoPlace, 'applications.interviewPhoneNoPlace'],
  [MESSAGES.interviewOnlyWithStatus, 'applications.interviewOnlyWithStatus'],
  [MESSAGES.interviewInPast, 'applications.interviewInPast'],
  [MESSAGES.interviewTooFar, 'applications.interviewTooFar'],
  [MESSAGES.notSelectedReasonUnknown, 'applications.notSelectedReasonUnknown'],
  [MESSAGES.reasonOnlyWithNotSelected, 'applications.reasonOnlyWithNotSelected'],
  [MESSAGES.statusUnknown, 'applications.statusUnknown'],
]);

export function statusProblemKey(message: string): { key: MessageKey; values?: { from: string; to: string } } | null {
  const fixed = FIXED.get(message);
  if (fixed) return { key: fixed };
  for (const from of APPLICATION_STATUSES) {
    for (const to of APPLICATION_STATUSES) {
      if (message === MESSAGES.statusChangeNotAllowed(from, to)) return { key: 'applications.statusChangeNotAllowed', values: { from, to } };
    }
  }
  return null;
}
