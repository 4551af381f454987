/**
 * The apply form's state and its submit: the resume (the profile's, copied by
 * the server; one the server makes from the work profile; or a file uploaded
 * the moment it is chosen, which may then be kept on the profile), the
 * errors, and one answer per ending (model/apply-outcome.ts).
 */
import type { JobWithId } from '@jobsearch/domain/schemas';
import { questionsOf } from '@jobsearch/domain/screening';
import type { WorkProfile, WorkProfileField } from '@jobsearch/domain/work-profile';
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { translate, useLanguage, useT } from '../../../i18n';
import { useProfileResume } from '../../../lib/entities/use-profile-resume';
import { toast } from '../../../ui/toast';
import { applyReaction, type ApplyEnding } from '../model/apply-outcome';
import { applyFormProblems, type ApplyFormValues } from '../model/application-record';
import { defaultResumeSource, keepByDefault, madeResumeReadiness, type ResumeSource } from '../model/resume-choice';
import { say as sayProblem } from '../../../i18n/problems';
import { applyForJob } from './apply';
import { clearApplyDraft, readApplyDraft, saveApplyDraft } from './apply-draft';
import { keepAsProfileResume } from './keep-resume';
import { copyProfileResume, makeResume } from './server-resume';
import { useResumeUpload } from './upload-resume';

// One upload toast at a time, closed the moment the upload ends (done, failed or replaced) or the
// form goes: it says to wait, so it never outlives the wait.
const UPLOAD_TOAST_ID = 'resume-uploading';

/** The apply form's job, who applies and with what contact, and what the list and the dialog do when it ends. */
export interface ApplyArgs {
  job: JobWithId;
  uid: string | null;
  initial: ApplyFormValues;
  /** The session's work profile: what a made resume would be made of. */
  workProfile: WorkProfile | undefined;
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

/** After the application: the file becomes the profile resume, said in a toast of its own (the form may be gone). */
function keepFile(uid: string, file: File) {
  void keepAsProfileResume(uid, file).then((kept) =>
    kept ? toast.success(translate('jobs.resumeKept')) : toast.error(translate('jobs.resumeKeepFailed'), { toastId: 'jobs.resumeKeepFailed' }),
  );
}

/**
 * The resume choice: the person's own resume first (the profile's file, else the one made from a
 * ready work profile), the made resume's phone line, and whether an uploaded file is kept.
 */
function useResumeChoice(uid: string | null, workProfile: WorkProfile | undefined, drafted: ResumeSource | null) {
  // A failed read of the profile resume offers the other choices.
  const profileResume = useProfileResume(uid).state;
  const saved = profileResume.status === 'done' ? profileResume.value : null;
  const readiness = madeResumeReadiness(workProfile);
  const [choice, setChoice] = useState<ResumeSource | null>(drafted);
  const fallback = defaultResumeSource({ hasProfileResume: saved !== null, madeResumeReady: readiness.ready });
  const source = choice !== null && (choice !== 'saved' || saved !== null) ? choice : fallback;
  const [showPhone, setShowPhone] = useState(false);
  const [keep, setKeep] = useState<boolean | null>(null);
  // What the server said the work profile lacks, once it refused to make the resume.
  const [refusedFields, setRefusedFields] = useState<WorkProfileField[]>([]);
  return {
    saved,
    source,
    /** The source the person chose themselves (kept in the draft), or null. */
    chosen: choice,
    setSource: setChoice,
    showPhone,
    setShowPhone,
    keep: keep ?? keepByDefault(saved !== null),
    setKeep,
    madeToAdd: refusedFields.length > 0 ? refusedFields : readiness.toAdd,
    setRefusedFields,
  };
}

export function useApply({ job, uid, initial, workProfile, onClose, onApplied, onJobClosed }: ApplyArgs) {
  const t = useT();
  const language = useLanguage();
  const say = (message: string) => sayProblem(t, message);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A draft left by Back or a reload: its answers and resume choice come back (api/apply-draft.ts).
  const [draft] = useState(() => readApplyDraft(uid, job.jobId));
  // The answers to the job's screening questions as typed, one per question.
  const [answers, setAnswers] = useState<string[]>(() => questionsOf(job).map((_, index) => draft?.answers[index] ?? ''));
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
  const resume = useResumeChoice(uid, workProfile, draft?.source ?? null);
  const { source } = resume;
  useEffect(() => saveApplyDraft(uid, job.jobId, { answers, source: resume.chosen }), [uid, job.jobId, answers, resume.chosen]);
  /** Another resume chosen: the last one's refusal no longer holds. */
  const chooseSource = (next: ResumeSource) => {
    resume.setSource(next);
    setErrors(({ resume: _gone, ...rest }) => rest);
  };
  const waitingForUpload = uploading && source === 'upload';
  // The file chosen last: kept on the profile after the application when asked.
  const chosenFile = useRef<File | null>(null);

  /** A file was chosen: its upload starts; a wrong file says why at once. */
  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setErrors(({ resume: _gone, ...rest }) => rest);
    const problem = upload.choose(file);
    chosenFile.current = problem ? null : file;
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
    if (ending.outcome === 'profileIncomplete') resume.setRefusedFields(ending.fields);
    if (reaction.applied) {
      clearApplyDraft(uid, job.jobId);
      onApplied(job.jobId);
    }
    if (reaction.jobClosed) onJobClosed(job.jobId);
    if (reaction.close) onClose();
    else setErrors(reaction.errors);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Submit waits for the upload (its button says so): before, there is no resume to send yet.
    if (submitting || waitingForUpload) return;
    // Every problem at once, before the server is asked for a resume (a copy or a made one would be a file spent).
    const missing = applyFormProblems(job, answers, source !== 'upload' || upload.state.status === 'done');
    if (Object.keys(missing).length) {
      answer({ outcome: 'invalid', message: Object.values(missing)[0]!, fieldErrors: missing });
      return;
    }
    setErrors({});
    setSubmitting(true);
    let sent = source === 'upload' && upload.state.status === 'done' ? upload.state.resume : null;
    if (source !== 'upload') {
      // The server puts the resume in the job's folder (a copy of the profile's, or one made now); the application names it.
      const given = source === 'saved' ? await copyProfileResume(job.jobId) : await makeResume(job.jobId, { showPhone: resume.showPhone, language });
      if (given.outcome !== 'copied') {
        setSubmitting(false);
        answer(given);
        return;
      }
      sent = given.resume;
    }
    // The document carries the profile's contact (firestore.rules check it), shown read-only, as the hint says.
    const result = await applyForJob({ job, values: initial, contact: initial, answers, resume: sent });
    setSubmitting(false);
    if (result.outcome === 'applied' && source === 'upload') {
      upload.keep();
      if (resume.keep && uid && chosenFile.current) keepFile(uid, chosenFile.current);
    }
    answer(result);
  };

  const uploadError = upload.state.status === 'error' ? say(upload.state.message) : undefined;
  const resumeError = errors.resume ?? (source === 'upload' ? uploadError : undefined);
  /** Cancel (or Escape): the draft goes with the form. */
  const cancel = () => {
    clearApplyDraft(uid, job.jobId);
    onClose();
  };
  return {
    answers,
    setAnswer,
    cancel,
    errors,
    submitting,
    waitingForUpload,
    submit,
    upload: upload.state,
    chooseFile,
    resume: { ...resume, setSource: chooseSource },
    resumeError,
  };
}
