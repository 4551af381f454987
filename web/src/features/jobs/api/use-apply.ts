/**
 * The apply form's state and its submit: the resume (the profile's, copied by
 * the server, or one uploaded the moment it is chosen), the errors, and one
 * answer per ending (model/apply-outcome.ts).
 */
import type { JobWithId } from '@jobsearch/domain/schemas';
import { questionsOf } from '@jobsearch/domain/screening';
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { translate, useT } from '../../../i18n';
import { useProfileResume } from '../../../lib/entities/use-profile-resume';
import { toast } from '../../../ui/toast';
import { applyReaction, type ApplyEnding } from '../model/apply-outcome';
import type { ApplyFormValues } from '../model/application-record';
import { say as sayProblem } from '../../../i18n/problems';
import { applyForJob } from './apply';
import { copyProfileResume } from './profile-resume-copy';
import { useResumeUpload } from './upload-resume';

// One upload toast at a time, closed the moment the upload ends (done, failed or replaced) or the
// form goes: it says to wait, so it never outlives the wait.
const UPLOAD_TOAST_ID = 'resume-uploading';

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

/** The "Uploading..." toast goes when the upload ends, or with the form. */
function useUploadToastClosing(uploading: boolean) {
  useEffect(() => {
    if (!uploading) toast.dismiss(UPLOAD_TOAST_ID);
  }, [uploading]);
  useEffect(() => () => toast.dismiss(UPLOAD_TOAST_ID), []);
}

/**
 * The form's error toasts (a refused file, a refused application): each is closed as soon as
 * it no longer holds (another file chosen, another ending, success), so an old error never
 * shows beside a success. An error raised again stays up (a toast of the same id is not
 * shown twice, and closing it first would leave none).
 */
function useProblemToasts() {
  const shown = useRef(new Set<string>());
  const clear = useCallback((except?: string) => {
    for (const toastId of shown.current) if (toastId !== except) toast.dismiss(toastId);
    shown.current = new Set(except && shown.current.has(except) ? [except] : []);
  }, []);
  const raise = useCallback(
    (text: string, options: { toastId?: string; icon?: false } = {}) => {
      const toastId = options.toastId ?? text;
      clear(toastId);
      shown.current.add(toastId);
      toast.error(text, { ...options, toastId });
    },
    [clear],
  );
  return { raise, clear };
}

export function useApply({ job, uid, initial, onClose, onApplied, onJobClosed }: ApplyArgs) {
  const t = useT();
  const say = (message: string) => sayProblem(t, message);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The answers to the job's screening questions as typed, one per question.
  const [answers, setAnswers] = useState<string[]>(() => questionsOf(job).map(() => ''));
  const setAnswer = (index: number, text: string) => {
    setAnswers((all) => all.map((answer, i) => (i === index ? text : answer)));
    setErrors(({ [`answers.${index}`]: _gone, ...rest }) => rest);
  };
  const [submitting, setSubmitting] = useState(false);
  const problems = useProblemToasts();
  const announce = useCallback(() => toast.info(translate('jobs.resumeUploading'), { toastId: UPLOAD_TOAST_ID }), []);
  const upload = useResumeUpload(uid, job.jobId, announce);
  const uploading = upload.state.status === 'uploading';
  useUploadToastClosing(uploading);
  // The resume kept on the profile: offered first when there is one; a failed read offers an upload.
  const profileResume = useProfileResume(uid).state;
  const saved = profileResume.status === 'done' ? profileResume.value : null;
  const [choice, setChoice] = useState<'saved' | 'upload' | null>(null);
  const source = choice ?? (saved ? 'saved' : 'upload');
  const withSaved = saved !== null && source === 'saved';
  const waitingForUpload = uploading && !withSaved;

  /** A file was chosen: its upload starts; a wrong file says why at once. */
  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setErrors(({ resume: _gone, ...rest }) => rest);
    const problem = upload.choose(file);
    if (problem) {
      problems.raise(say(problem), { toastId: problem });
      event.target.value = '';
    } else problems.clear();
  };

  const answer = (ending: ApplyEnding) => {
    const reaction = applyReaction(ending, t, say);
    const { kind, text, ...options } = reaction.toast;
    if (kind === 'error') problems.raise(text, options);
    else {
      problems.clear();
      toast[kind](text, options);
    }
    if (reaction.applied) onApplied(job.jobId);
    if (reaction.jobClosed) onJobClosed(job.jobId);
    if (reaction.close) onClose();
    else setErrors(reaction.errors);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Submit waits for the upload (its button says so): before, there is no resume to send yet.
    if (submitting || waitingForUpload) return;
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
    const result = await applyForJob({ job, values: initial, contact: initial, answers, resume });
    setSubmitting(false);
    if (result.outcome === 'applied' && !withSaved) upload.keep();
    answer(result);
  };

  const resumeError = errors.resume ?? (upload.state.status === 'error' ? say(upload.state.message) : undefined);
  return {
    answers,
    setAnswer,
    errors,
    submitting,
    waitingForUpload,
    submit,
    upload: upload.state,
    chooseFile,
    saved,
    source,
    setSource: setChoice,
    withSaved,
    resumeError,
  };
}
