/**
 * Profile's "Resume on your profile" (issue 21 item 5): a job seeker keeps one
 * default resume; upload, replace, remove. The apply form offers it, and each
 * application gets its own copy (POST /api/applications/profile-resume), so
 * replacing or removing it here never changes what an employer received.
 */
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { readProfileResume, removeProfileResume, saveProfileResume, type ProfileResume as Saved } from '../../../lib/profile-resume';
import { useT } from '../../../i18n';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { say } from '../../../i18n/problems';
import { toast } from '../../../ui/toast';

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; resume: Saved | null };

export function ProfileResume({ uid }: { uid: string }) {
  const t = useT();
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  // An upload or remove made here is newer than a first read still on its way.
  const changedRef = useRef(false);

  useEffect(() => {
    let live = true;
    readProfileResume(uid).then(
      (resume) => live && !changedRef.current && setState({ status: 'ready', resume }),
      (error: unknown) => {
        console.error('Reading the profile resume failed', error);
        if (live && !changedRef.current) setState({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [uid]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    setBusy(true);
    changedRef.current = true;
    const result = await saveProfileResume(uid, file);
    setBusy(false);
    if (!result.ok) {
      setProblem(say(t, result.message));
      toast.error(say(t, result.message), { toastId: result.message });
      return;
    }
    setState({ status: 'ready', resume: result.resume });
    toast.success(t('profile.resumeSaved'));
  };

  const remove = async () => {
    setBusy(true);
    try {
      changedRef.current = true;
      await removeProfileResume(uid);
      setState({ status: 'ready', resume: null });
      toast.success(t('profile.resumeRemoved'));
    } catch (error) {
      console.error('Removing the profile resume failed', error);
      toast.error(t('profile.resumeRemoveFailed'));
    } finally {
      setBusy(false);
      setRemoving(false);
    }
  };

  const resume = state.status === 'ready' ? state.resume : null;
  return (
    <section className="card profile-card profile-resume" aria-labelledby={`${id}-title`} data-testid="profile-resume">
      <h2 id={`${id}-title`}>{t('profile.resumeTitle')}</h2>
      <p className="muted">{t('profile.resumeIntro')}</p>
      {state.status === 'loading' ? (
        <p className="muted" role="status">
          <span className="spinner" aria-hidden="true" />
        </p>
      ) : state.status === 'error' ? (
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
          disabled={busy || state.status !== 'ready'}
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
