/**
 * The apply form's resume: the one kept on the profile (offered first when
 * there is one) or a file that uploads the moment it is chosen, with its
 * progress, its done line and its error.
 */
import type { ChangeEvent } from 'react';
import { useT } from '../../../i18n';
import type { ProfileResume } from '../../../lib/entities/profile-resume';
import { ProgressBar } from '../../../ui/ProgressBar';
import type { ResumeUploadState } from '../api/upload-resume';

interface ResumePickerProps {
  baseId: string;
  saved: ProfileResume | null;
  source: 'saved' | 'upload';
  onSource: (source: 'saved' | 'upload') => void;
  upload: ResumeUploadState;
  onFile: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The resume's problem: the copy's or the upload's. */
  error: string | undefined;
}

export function ResumePicker({ baseId, saved, source, onSource, upload, onFile, error }: ResumePickerProps) {
  const t = useT();
  const withSaved = saved !== null && source === 'saved';
  return (
    <>
      {saved ? (
        <fieldset className="field apply-resume-source">
          <legend>{t('jobs.resume')}</legend>
          <label className="apply-resume-source__choice">
            <input type="radio" name="resume-source" value="saved" checked={source === 'saved'} onChange={() => onSource('saved')} />
            {t('jobs.useSavedResume', { fileName: saved.fileName })}
          </label>
          <label className="apply-resume-source__choice">
            <input type="radio" name="resume-source" value="upload" checked={source === 'upload'} onChange={() => onSource('upload')} />
            {t('jobs.uploadNewResume')}
          </label>
          {withSaved && error ? (
            <span className="field__error" role="alert">
              {error}
            </span>
          ) : null}
        </fieldset>
      ) : null}
      {withSaved ? null : (
        <div className="field">
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
        </div>
      )}
    </>
  );
}
