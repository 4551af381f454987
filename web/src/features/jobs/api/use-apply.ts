/**
 * The apply form's state and its submit: the resume (the profile's, copied by
 * the server, or one uploaded the moment it is chosen), the errors, and one
 * answer per ending (model/apply-outcome.ts).
 */
import type { JobWithId } from '@jobsearch/domain/schemas';
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { translate, useT } from '../../../i18n';
import { useProfileResume } from '../../../lib/entities/use-profile-resume';
import { toast } from '../../../ui/toast';
import { applyReaction, type ApplyEnding } from '../model/apply-outcome';
import type { ApplyFormValues } from '../model/application-record';
import { say as sayProblem } from '../../../i18n/problems';
import { applyForJob } from './apply';
import { copyProfileResume } from './profile-resume-copy';
import { useResumeUpload } from './upload-resume';

// One upload toast at a time, closed when the upload ends (done, failed or replaced) or the
// form goes; a fast upload still leaves it up long enough to be read.
const UPLOAD_TOAST_ID = 'resume-uploading';
const UPLOAD_TOAST_MIN_MS = 1500;

/** The apply form's job, who applies and with what contact, and what the list and the dialog do when it ends. */
export interface ApplyArgs {
  job: JobWithId;
  uid: string | null;
  initial: ApplyFormValues;
  onClose: () => void;
  /** The application was created (or already existed): the list marks the job. */
  onApplied: (jobId: string) => void;
  /** The job no longer takes applications (Inactive or deleted): the list drops it. */
  onJobClosed: (jobId: string) => void;
}

/** The "Uploading..." toast that `announce` put up goes when the upload ends (after UPLOAD_TOAST_MIN_MS at least) or with the form. */
function useUploadToastClosing(uploading: boolean, shownAt: RefObject<number>) {
  useEffect(() => {
    if (uploading) return;
    const timer = setTimeout(() => toast.dismiss(UPLOAD_TOAST_ID), Math.max(0, shownAt.current + UPLOAD_TOAST_MIN_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [uploading, shownAt]);
  useEffect(() => () => toast.dismiss(UPLOAD_TOAST_ID), []);
}

export function useApply({ job, uid, initial, onClose, onApplied, onJobClosed }: ApplyArgs) {
  const t = useT();
  const say = (message: string) => sayProblem(t, message);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const toastShownAt = useRef(0);
  const announce = useCallback(() => {
    toastShownAt.current = Date.now();
    toast.info(translate('jobs.resumeUploading'), { toastId: UPLOAD_TOAST_ID });
  }, []);
  const upload = useResumeUpload(uid, job.jobId, announce);
  useUploadToastClosing(upload.state.status === 'uploading', toastShownAt);
  // The resume kept on the profile: offered first when there is one; a failed read offers an upload.
  const profileResume = useProfileResume(uid).state;
  const saved = profileResume.status === 'done' ? profileResume.value : null;
  const [choice, setChoice] = useState<'saved' | 'upload' | null>(null);
  const source = choice ?? (saved ? 'saved' : 'upload');
  const withSaved = saved !== null && source === 'saved';

  /** A file was chosen: its upload starts; a wrong file says why at once. */
  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setErrors(({ resume: _gone, ...rest }) => rest);
    const problem = upload.choose(file);
    if (problem) {
      toast.error(say(problem), { toastId: problem });
      event.target.value = '';
    }
  };

  const answer = (ending: ApplyEnding) => {
    const reaction = applyReaction(ending, t, say);
    const { kind, text, ...options } = reaction.toast;
    toast[kind](text, options);
    if (reaction.applied) onApplied(job.jobId);
    if (reaction.jobClosed) onJobClosed(job.jobId);
    if (reaction.close) onClose();
    else setErrors(reaction.errors);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setErrors({});
    setSubmitting(true);
    let resume = upload.state.status === 'done' ? upload.state.resume : null;
    if (withSaved) {
      // The server copies the profile resume into the job's folder; the application names that copy.
      const copy = await copyProfileResume(job.jobId);
      if (copy.outcome !== 'copied') {
        setSubmitting(false);
        answer(copy);
        return;
      }
      resume = copy.resume;
    }
    // The document carries the profile's contact (firestore.rules check it), shown read-only, as the hint says.
    const result = await applyForJob({ job, values: initial, contact: initial, resume });
    setSubmitting(false);
    if (result.outcome === 'applied' && !withSaved) upload.keep();
    answer(result);
  };

  const resumeError = errors.resume ?? (upload.state.status === 'error' ? say(upload.state.message) : undefined);
  return { errors, submitting, submit, upload: upload.state, chooseFile, saved, source, setSource: setChoice, withSaved, resumeError };
}
