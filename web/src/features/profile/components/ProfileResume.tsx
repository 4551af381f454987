/**
 * Profile's "Resume on your profile": a job seeker keeps one
 * default resume; upload, replace, remove. The apply form offers it, and each
 * application gets its own copy (POST /api/applications/profile-resume), so
 * replacing or removing it here never changes what an employer received.
 */
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { removeProfileResume, saveProfileResume } from '../../../lib/entities/profile-resume';
import { useProfileResume } from '../../../lib/entities/use-profile-resume';
import { useT } from '../../../i18n';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { say } from '../../../i18n/problems';
import { toast } from '../../../ui/toast';

export function ProfileResume({ uid }: { uid: string }) {
  const t = useT();
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const { state: read, set } = useProfileResume(uid);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    setBusy(true);
    const result = await saveProfileResume(uid, file);
    setBusy(false);
    if (!result.ok) {
      setProblem(say(t, result.message));
      toast.error(say(t, result.message), { toastId: result.message });
      return;
    }
    set(result.resume);
    toast.success(t('profile.resumeSaved'));
  };

  const remove = async () => {
    setBusy(true);
    try {
      await removeProfileResume(uid);
      set(null);
      toast.success(t('profile.resumeRemoved'));
    } catch (error) {
      console.error('Removing the profile resume failed', error);
      toast.error(t('profile.resumeRemoveFailed'));
    } finally {
      setBusy(false);
      setRemoving(false);
    }
  };

  const resume = read.status === 'done' ? read.value : null;
  return (
    <section className="card profile-card profile-resume" aria-labelledby={`${id}-title`} data-testid="profile-resume">
      <h2 id={`${id}-title`}>{t('profile.resumeTitle')}</h2>
      <p className="muted">{t('profile.resumeIntro')}</p>
      {read.status === 'loading' ? (
        <p className="muted" role="status">
          <span className="spinner" aria-hidden="true" />
        </p>
      ) : read.status === 'error' ? (
        <p className="error-text" role="alert">
          {t('profile.resumeLoadFailed')}
        </p>
      ) : (
        <p className="profile-resume__current" data-testid="profile-resume-current">
          {resume ? t('profile.resumeCurrent', { fileName: resume.fileName }) : t('profile.resumeNone')}
        </p>
      )}
      <div className="field profile-resume__field">
        <label htmlFor={`${id}-file`}>{resume ? t('profile.resumeReplace') : t('profile.resumeChoose')}</label>
        <input
          ref={fileRef}
          id={`${id}-file`}
          type="file"
          accept=".pdf,.doc,.docx"
          disabled={busy || read.status !== 'done'}
          aria-describedby={[`${id}-hint`, problem ? `${id}-error` : ''].filter(Boolean).join(' ')}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => void choose(event)}
        />
        <span id={`${id}-hint`} className="field__hint">
          {t('profile.resumeHint')}
        </span>
        {problem ? (
          <span id={`${id}-error`} className="field__error" role="alert">
            {problem}
          </span>
        ) : null}
      </div>
      {resume ? (
        <div className="profile-actions">
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => setRemoving(true)}>
            {t('profile.resumeRemove')}
          </button>
        </div>
      ) : null}
      {removing ? (
        <ConfirmDialog
          title={t('profile.resumeRemove')}
          message={t('profile.resumeRemoveConfirm')}
          confirmLabel={t('profile.resumeRemove')}
          danger
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => setRemoving(false)}
        />
      ) : null}
    </section>
  );
}
