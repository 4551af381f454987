import type { JobWithId } from '@jobsearch/domain/schemas';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { translate, useT } from '../../../i18n';
import { useChoiceLabel } from '../../../i18n/choices';
import { toast } from '../../../ui/toast';
import { Modal } from '../../../ui/Modal';
import { ProgressBar } from '../../../ui/ProgressBar';
import { applyForJob } from '../api/apply';
import type { ApplyFormValues } from '../model/application-record';
import { useResumeUpload } from '../api/upload-resume';
import { copyProfileResume } from '../api/profile-resume-copy';
import { readProfileResume, type ProfileResume } from '../../../lib/profile-resume';
import { jobRoleText } from '../model/job-text';
import { say as sayProblem } from '../../../i18n/problems';
import { Field } from '../../../ui/Field';

interface ApplyModalProps {
  job: JobWithId;
  uid: string | null;
  initial: ApplyFormValues;
  onClose: () => void;
  /** The application was created (or already existed): the list marks the job. */
  onApplied: (jobId: string) => void;
  /** The job no longer takes applications (Inactive or deleted): the list drops it. */
  onJobClosed: (jobId: string) => void;
}

// One upload toast at a time, closed when the upload ends (done, failed or replaced) or the
// form goes; a fast upload still leaves it up long enough to be read.
const UPLOAD_TOAST_ID = 'resume-uploading';
const UPLOAD_TOAST_MIN_MS = 1500;
let uploadToastShownAt = 0;
const announceUpload = () => {
  uploadToastShownAt = Date.now();
  toast.info(translate('jobs.resumeUploading'), { toastId: UPLOAD_TOAST_ID });
};

/**
 * 'Apply for {jobRole}': name, email and phone shown read-only from the
 * profile (the application must carry the profile's contact), and a resume
 * that uploads the moment it is chosen, with its progress.
 */
export function ApplyModal({ job, uid, initial, onClose, onApplied, onJobClosed }: ApplyModalProps) {
  const t = useT();
  const label = useChoiceLabel();
  const say = (message: string) => sayProblem(t, message);
  const id = useId();
  const formId = `${id}-form`;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const upload = useResumeUpload(uid, job.jobId, announceUpload);
  // The resume kept on the profile (issue 21 item 5): offered first when there is one.
  const [saved, setSaved] = useState<ProfileResume | null>(null);
  const [source, setSource] = useState<'saved' | 'upload'>('upload');
  useEffect(() => {
    if (!uid) return undefined;
    let live = true;
    readProfileResume(uid).then(
      (resume) => {
        if (!live || !resume) return;
        setSaved(resume);
        setSource('saved');
      },
      (error: unknown) => console.warn('Reading the profile resume failed; the form offers an upload', error),
    );
    return () => {
      live = false;
    };
  }, [uid]);
  const withSaved = saved !== null && source === 'saved';
  const role = jobRoleText(job, t);
  const uploading = upload.state.status === 'uploading';
  useEffect(() => {
    if (uploading) return;
    const timer = setTimeout(() => toast.dismiss(UPLOAD_TOAST_ID), Math.max(0, uploadToastShownAt + UPLOAD_TOAST_MIN_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [uploading]);
  useEffect(() => () => toast.dismiss(UPLOAD_TOAST_ID), []);

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setErrors(({ resume: _gone, ...rest }) => rest);
    const problem = upload.choose(file);
    if (problem) {
      toast.error(say(problem), { toastId: problem });
      if (fileRef.current) fileRef.current.value = '';
    }
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
        if (copy.outcome === 'refused') {
          setErrors({ resume: say(copy.message) });
          toast.error(say(copy.message), { toastId: copy.message });
        } else if (copy.outcome === 'alreadyApplied') {
          toast.info(t('jobs.alreadyApplied'), { toastId: 'jobs.alreadyApplied' });
          onApplied(job.jobId);
          setErrors({ _: t('jobs.alreadyApplied') });
        } else {
          toast.error(t('jobs.jobNoLongerAccepting'), { toastId: 'jobs.jobNoLongerAccepting' });
          onJobClosed(job.jobId);
          onClose();
        }
        return;
      }
      resume = copy.resume;
    }
    // The document carries the profile's contact (firestore.rules check it), shown read-only, as the hint says.
    const result = await applyForJob({ job, values: initial, contact: initial, resume });
    setSubmitting(false);
    switch (result.outcome) {
      case 'applied':
        if (!withSaved) upload.keep();
        toast.success(t('jobs.applySucceeded'), { icon: false }); // the message carries its own ✅
        onApplied(job.jobId);
        onClose();
        return;
      case 'alreadyApplied':
        toast.info(t('jobs.alreadyApplied'), { toastId: 'jobs.alreadyApplied' });
        onApplied(job.jobId);
        setErrors({ _: t('jobs.alreadyApplied') });
        return;
      case 'jobClosed':
        toast.error(t('jobs.jobNoLongerAccepting'), { toastId: 'jobs.jobNoLongerAccepting' });
        onJobClosed(job.jobId);
        onClose();
        return;
      case 'invalid':
        setErrors(
          result.fieldErrors.resume || Object.keys(result.fieldErrors).length
            ? Object.fromEntries(Object.entries(result.fieldErrors).map(([field, message]) => [field, say(message)]))
            : { _: say(result.message) },
        );
        toast.error(say(result.message), { toastId: result.message });
        return;
      case 'failed':
        toast.error(t('jobs.applyFailed'), { icon: false }); // the message carries its own ❌
        setErrors({ _: t('jobs.applyFailed') });
    }
  };

  const uploadState = upload.state;
  const resumeError = errors.resume ?? (uploadState.status === 'error' ? say(uploadState.message) : undefined);

  return (
    <Modal
      title={t('jobs.applyFor', { role })}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('ui.cancel')}
          </button>
          <button type="submit" form={formId} className="button" disabled={submitting}>
            {submitting ? t('jobs.submitting') : t('jobs.submit')}
          </button>
        </>
      }
    >
      <p className="apply-intro muted">
        {job.companyName}
        {job.city ? ` · ${label('city', job.city)}` : ''}
      </p>
      <form id={formId} className="apply-form" onSubmit={submit} noValidate>
        <p id={`${id}-contact-hint`} className="field__hint">
          {t('jobs.applyContactFromProfile')}
        </p>
        <TextField
          baseId={id}
          label={t('jobs.name')}
          field="applicantName"
          type="text"
          autoComplete="name"
          value={initial.applicantName}
          hintId={`${id}-contact-hint`}
          error={errors.applicantName}
        />
        <TextField
          baseId={id}
          label={t('jobs.email')}
          field="email"
          type="email"
          autoComplete="email"
          value={initial.email}
          hintId={`${id}-contact-hint`}
          error={errors.email}
        />
        <TextField
          baseId={id}
          label={t('jobs.phone')}
          field="phoneNumber"
          type="tel"
          autoComplete="tel"
          value={initial.phoneNumber}
          hintId={`${id}-contact-hint`}
          error={errors.phoneNumber}
        />

        {saved ? (
          <fieldset className="field apply-resume-source">
            <legend>{t('jobs.resume')}</legend>
            <label className="apply-resume-source__choice">
              <input type="radio" name="resume-source" value="saved" checked={source === 'saved'} onChange={() => setSource('saved')} />
              {t('jobs.useSavedResume', { fileName: saved.fileName })}
            </label>
            <label className="apply-resume-source__choice">
              <input type="radio" name="resume-source" value="upload" checked={source === 'upload'} onChange={() => setSource('upload')} />
              {t('jobs.uploadNewResume')}
            </label>
            {withSaved && errors.resume ? (
              <span className="field__error" role="alert">
                {errors.resume}
              </span>
            ) : null}
          </fieldset>
        ) : null}
        {withSaved ? null : (
          <div className="field">
            <label htmlFor={`${id}-resume`}>{t('jobs.resume')}</label>
            <input
              ref={fileRef}
              id={`${id}-resume`}
              name="resume"
              type="file"
              accept=".pdf,.doc,.docx"
              required
              aria-invalid={resumeError ? true : undefined}
              aria-describedby={[`${id}-resume-hint`, resumeError ? `${id}-resume-error` : ''].filter(Boolean).join(' ')}
              onChange={chooseFile}
            />
            <span id={`${id}-resume-hint`} className="field__hint">
              {t('jobs.resumeHint')}
            </span>
            {uploadState.status === 'uploading' ? (
              <div className="resume-progress">
                <ProgressBar value={uploadState.progress} label={t('jobs.uploadingFile', { fileName: uploadState.fileName })} />
              </div>
            ) : null}
            {uploadState.status === 'done' ? (
              <p className="resume-done" role="status">
                ✓ {t('jobs.resumeUploaded', { fileName: uploadState.fileName })}
              </p>
            ) : null}
            {resumeError ? (
              <span id={`${id}-resume-error`} className="field__error" role="alert">
                {resumeError}
              </span>
            ) : null}
          </div>
        )}
        {errors._ ? (
          <p className="error-text apply-error" role="alert">
            {errors._}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}

interface TextFieldProps {
  baseId: string;
  label: string;
  field: keyof ApplyFormValues;
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
  value: string;
  /** The hint saying the value comes from the profile. */
  hintId: string;
  error?: string;
}

/** A contact field shown from the profile, read-only (changed on the Profile page). */
function TextField({ baseId, label, field, type, autoComplete, value, hintId, error }: TextFieldProps) {
  return (
    <Field id={`${baseId}-${field}`} label={label} error={error}>
      {(control) => (
        <input
          {...control}
          aria-describedby={[hintId, control['aria-describedby']].filter(Boolean).join(' ')}
          name={field}
          type={type}
          autoComplete={autoComplete}
          readOnly
          value={value}
        />
      )}
    </Field>
  );
}
