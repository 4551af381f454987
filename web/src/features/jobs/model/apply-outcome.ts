/**
 * How the apply form answers each way an application can end, in one table:
 * the toast, what the form then shows, and what the list and the dialog do.
 * The server's resume (the profile resume's copy or one made from the work
 * profile) and the application itself end the same ways (already applied,
 * job closed), so they share it.
 */
import type { Translate } from '../../../i18n';
import type { ApplyResult } from '../api/apply';
import type { ServerResumeResult } from '../api/server-resume';
import { missingFieldsText } from './resume-choice';

/** Every ending but a server resume that came (the application is written next). */
export type ApplyEnding = ApplyResult | Exclude<ServerResumeResult, { outcome: 'copied' }>;

export interface ApplyReaction {
  toast: { kind: 'success' | 'info' | 'error'; text: string; toastId?: string; icon?: false };
  /** The form's errors by field ('_' for the whole form); none when it closes. */
  errors: Record<string, string>;
  /** The list marks the job applied. */
  applied: boolean;
  /** The job no longer takes applications: the list drops it. */
  jobClosed: boolean;
  /** The dialog closes. */
  close: boolean;
}

type Say = (message: string) => string;
const quiet = { applied: false, jobClosed: false, close: false };

const REACTIONS: { [K in ApplyEnding['outcome']]: (ending: Extract<ApplyEnding, { outcome: K }>, t: Translate, say: Say) => ApplyReaction } = {
  // The success and failure texts carry their own ✅ and ❌: no toast icon.
  applied: (_e, t) => ({ ...quiet, toast: { kind: 'success', text: t('jobs.applySucceeded'), icon: false }, errors: {}, applied: true, close: true }),
  alreadyApplied: (_e, t) => ({
    ...quiet,
    toast: { kind: 'info', text: t('jobs.alreadyApplied'), toastId: 'jobs.alreadyApplied' },
    errors: { _: t('jobs.alreadyApplied') },
    applied: true,
  }),
  jobClosed: (_e, t) => ({
    ...quiet,
    toast: { kind: 'error', text: t('jobs.jobNoLongerAccepting'), toastId: 'jobs.jobNoLongerAccepting' },
    errors: {},
    jobClosed: true,
    close: true,
  }),
  refused: (e, _t, say) => ({ ...quiet, toast: { kind: 'error', text: say(e.message), toastId: e.message }, errors: { resume: say(e.message) } }),
  // What to add goes on the resume choice, which links to Profile.
  profileIncomplete: (e, t) => {
    const text = missingFieldsText(e.fields, t);
    return { ...quiet, toast: { kind: 'error', text, toastId: 'jobs.madeResumeNeeds' }, errors: { resume: text } };
  },
  invalid: (e, _t, say) => ({
    ...quiet,
    toast: { kind: 'error', text: say(e.message), toastId: e.message },
    errors: Object.keys(e.fieldErrors).length
      ? Object.fromEntries(Object.entries(e.fieldErrors).map(([field, message]) => [field, say(message)]))
      : { _: say(e.message) },
  }),
  failed: (_e, t) => ({ ...quiet, toast: { kind: 'error', text: t('jobs.applyFailed'), icon: false }, errors: { _: t('jobs.applyFailed') } }),
};

export function applyReaction(ending: ApplyEnding, t: Translate, say: Say): ApplyReaction {
  return (REACTIONS[ending.outcome] as (e: ApplyEnding, t: Translate, say: Say) => ApplyReaction)(ending, t, say);
}
