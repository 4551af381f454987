/**
 * The apply form's resume: the one kept on the profile (when there is one),
 * one made from the work profile, or a file that uploads the moment it is
 * chosen, with its progress, its done line, its error and "Keep this resume
 * for my next applications".
 */
import type { WorkProfileField } from '@jobsearch/domain/work-profile';
import type { ChangeEvent } from 'react';
import { useT } from '../../../i18n';
import type { ProfileResume } from '../../../lib/entities/profile-resume';
import { ProgressBar } from '../../../ui/ProgressBar';
import type { ResumeUploadState } from '../api/upload-resume';
import type { ResumeSource } from '../model/resume-choice';
import { MadeResumeChoice } from './MadeResumeChoice';

/** The choice as api/use-apply.ts keeps it. */
export interface ResumeChoiceState {
  saved: ProfileResume | null;
  source: ResumeSource;
  setSource: (source: ResumeSource) => void;
  /** What the work profile needs before a resume can be made from it (none: nothing to say). */
  madeToAdd: readonly WorkProfileField[];
  showPhone: boolean;
  setShowPhone: (show: boolean) => void;
  keep: boolean;
  setKeep: (keep: boolean) => void;
}

interface ResumePickerProps {
  baseId: string;
  resume: ResumeChoiceState;
  upload: ResumeUploadState;
  onFile: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The resume's problem: the server's (copy or made resume) or the upload's. */
  error: string | undefined;
}

export function ResumePicker({ baseId, resume, upload, onFile, error }: ResumePickerProps) {
  const t = useT();
  const { saved, source, setSource } = resume;
  return (
    <>
      <fieldset className="field apply-resume-source">
        <legend>{t('jobs.resume')}</legend>
        {saved ? (
          <label className="apply-resume-source__choice">
            <input type="radio" name="resume-source" value="saved" checked={source === 'saved'} onChange={() => setSource('saved')} />
            {t('jobs.useSavedResume', { fileName: saved.fileName })}
          </label>
        ) : null}
        <MadeResumeChoice
          baseId={baseId}
          chosen={source === 'made'}
          onChoose={() => setSource('made')}
          error={source === 'made' ? error : undefined}
          toAdd={resume.madeToAdd}
          showPhone={resume.showPhone}
          setShowPhone={resume.setShowPhone}
        />
        <label className="apply-resume-source__choice">
          <input type="radio" name="resume-source" value="upload" checked={source === 'upload'} onChange={() => setSource('upload')} />
          {t(saved ? 'jobs.uploadNewResume' : 'jobs.uploadResumeFile')}
        </label>
        {source === 'saved' && error ? (
          <span className="field__error" role="alert">
            {error}
          </span>
        ) : null}
      </fieldset>
      {source === 'upload' ? <UploadField baseId={baseId} resume={resume} upload={upload} onFile={onFile} error={error} /> : null}
    </>
  );
}

/** The file input, its progress and its error, and whether the file is kept on the profile afterwards. */
function UploadField({ baseId, resume, upload, onFile, error }: ResumePickerProps) {
  const t = useT();
  return (
    <div className="field apply-upload">
      <label htmlFor={`${baseId}-resume`}>{t('jobs.resume')}</label>
      <input
        id={`${baseId}-resume`}
        name="resume"
        type="file"
        accept=".pdf,.doc,.docx"
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${baseId}-resume-hint`, error ? `${baseId}-resume-error` : ''].filter(Boolean).join(' ')}
        onChange={onFile}
      />
      <span id={`${baseId}-resume-hint`} className="field__hint">
        {t('jobs.resumeHint')}
      </span>
      {upload.status === 'uploading' ? (
        <div className="resume-progress">
          <ProgressBar value={upload.progress} label={t('jobs.uploadingFile', { fileName: upload.fileName })} />
        </div>
      ) : null}
      {upload.status === 'done' ? (
        <p className="resume-done" role="status">
          ✓ {t('jobs.resumeUploaded', { fileName: upload.fileName })}
        </p>
      ) : null}
      {error ? (
        <span id={`${baseId}-resume-error`} className="field__error" role="alert">
          {error}
        </span>
      ) : null}
      <div className="apply-check">
        <input
          id={`${baseId}-keep`}
          type="checkbox"
          checked={resume.keep}
          aria-describedby={resume.saved ? `${baseId}-keep-hint` : undefined}
          onChange={(event) => resume.setKeep(event.target.checked)}
        />
        <label htmlFor={`${baseId}-keep`}>{t('jobs.keepResume')}</label>
      </div>
      {resume.saved ? (
        <span id={`${baseId}-keep-hint`} className="field__hint apply-check__hint">
          {t('jobs.keepResumeReplaces', { fileName: resume.saved.fileName })}
        </span>
      ) : null}
    </div>
  );
}
