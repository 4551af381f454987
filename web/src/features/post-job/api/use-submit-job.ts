/**
 * A press of Post Job (or Save Changes): show the errors, ask to confirm, or
 * save. An edit updates the job; a new job or a repost needs a proved phone
 * and posts a new one, then shows it on Posted Jobs with its link to share.
 */
import { MESSAGES } from '@jobsearch/domain/messages';
import { problem } from '@jobsearch/domain/problems';
import type { Dispatch, FormEvent } from 'react';
import { useT } from '../../../i18n';
import { justPostedPath, PATHS } from '../../../lib/util/paths';
import { isPhoneProved } from '../../../lib/session/proved-phone';
import { useSignedIn } from '../../../lib/session';
import { toast } from '../../../ui/toast';
import { fieldId, firstInvalidField, planSubmit, type FormMode, type JobFormAction, type JobFormState } from '../model/job-form';
import { firstInvalidQuestion } from '../model/questions';
import { clearDraft } from './draft-store';
import { CompanyNameTaken, postFailureReason, updateJob, usePostJob } from './post-job';

interface SubmitJob {
  mode: FormMode;
  jobId: string | null;
  job: Record<string, unknown> | null;
  form: JobFormState;
  dispatch: Dispatch<JobFormAction>;
  keepsDraft: boolean;
  leaveFor: (path: string) => void;
}

export function useSubmitJob({ mode, jobId, job, form, dispatch, keepsDraft, leaveFor }: SubmitJob) {
  const session = useSignedIn();
  const t = useT();
  const uid = session.user.uid;
  const post = usePostJob(uid);

  /** A refused company name: said on its field (focused) and in a toast; true when that was the failure. */
  const saidTakenName = (error: unknown): boolean => {
    if (!(error instanceof CompanyNameTaken)) return false;
    dispatch({ type: 'invalid', errors: { companyName: problem('postJob.companyNameTaken', { company: error.companyName }) } });
    toast.error(t('postJob.companyNameTaken', { company: error.companyName }));
    requestAnimationFrame(() => document.getElementById(fieldId('companyName'))?.focus());
    return true;
  };

  return async (event: FormEvent) => {
    event.preventDefault();
    const plan = planSubmit(form);
    switch (plan.kind) {
      case 'terms':
      case 'busy':
        return;
      case 'invalid': {
        dispatch({ type: 'invalid', errors: plan.errors });
        const first = firstInvalidField(plan.errors);
        const target = first ? fieldId(first) : firstInvalidQuestion(plan.errors);
        if (target) requestAnimationFrame(() => document.getElementById(target)?.focus());
        return;
      }
      case 'confirm':
        dispatch({ type: 'confirm' });
        return;
      case 'post':
        if (mode === 'edit' && jobId) {
          dispatch({ type: 'submitting' });
          try {
            await updateJob(jobId, plan.input, typeof job?.status === 'string' ? job.status : 'Active', uid);
            toast.success(t('postJob.jobUpdated'));
            leaveFor(PATHS.postedJobs);
          } catch (error) {
            if (saidTakenName(error)) return;
            console.error('Saving the job failed', error);
            toast.error(t('postJob.jobUpdateFailed', { reason: postFailureReason(error, t('postJob.networkError')) }));
            dispatch({ type: 'failed' });
          }
          return;
        }
        if (!isPhoneProved(session.user.phoneNumber, session.profile)) {
          toast.error(t('postJob.verifyPhoneInProfile'), { toastId: MESSAGES.verifyPhoneInProfile });
          return;
        }
        dispatch({ type: 'submitting' });
        try {
          const newId = await post(plan.input);
          toast.success(t('postJob.jobPosted'));
          if (keepsDraft) clearDraft(uid);
          // To the new job on Posted Jobs, with its link to share: not the foot of an emptied form.
          dispatch({ type: 'posted' });
          leaveFor(justPostedPath(newId));
        } catch (error) {
          if (saidTakenName(error)) return;
          console.error('Posting the job failed', error);
          toast.error(t('postJob.jobPostFailed', { reason: postFailureReason(error, t('postJob.networkError')) }));
          dispatch({ type: 'failed' });
        }
    }
  };
}
