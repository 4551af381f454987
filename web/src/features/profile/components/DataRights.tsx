/** Profile's "Download my data" and "Delete my account" (DPDP Act 2023). */
import type { UserProfile } from '@jobsearch/domain/schemas';
import type { User } from 'firebase/auth';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../i18n';
import { errorCode } from '../../../lib/session/auth-errors';
import { PATHS } from '../../../lib/util/paths';
import { useRead } from '../../../lib/data/use-read';
import { Field } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { PasswordField } from '../../../ui/PasswordField';
import { toast } from '../../../ui/toast';
import { NEEDS_NETWORK } from '../../../ui/network-guard';
import { confirmIdentity, deleteMyAccount, deletionCounts, downloadPersonalData } from '../api/data-rights';

export function DataRights({ user, profile }: { user: User; profile: UserProfile }) {
  const t = useT();
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const onDownload = async () => {
    setDownloading(true);
    try {
      await downloadPersonalData(user.uid, profile);
    } catch (error) {
      console.error('Downloading my data failed', error);
      toast.error(t('profile.dataDownloadFailed'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section className="card profile-card profile-rights" aria-labelledby="profile-rights-title">
      <h2 id="profile-rights-title">{t('profile.yourData')}</h2>
      <div className="profile-actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={onDownload}
          disabled={downloading}
          aria-busy={downloading || undefined}
          {...NEEDS_NETWORK}
        >
          {t('profile.downloadMyData')}
        </button>
        <button type="button" className="button button--danger" onClick={() => setDeleting(true)}>
          {t('profile.deleteMyAccount')}
        </button>
      </div>
      {deleting ? <DeleteAccountDialog user={user} profile={profile} onClose={() => setDeleting(false)} /> : null}
    </section>
  );
}

/** Says what goes (with the counts), asks for the password (a recent login), then deletes the Auth user. */
function DeleteAccountDialog({ user, profile, onClose }: { user: User; profile: UserProfile; onClose: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  // Counted for this account and role; the read is the latest render's (it closes over the profile).
  const counts = useRead(`${user.uid}|${profile.role}`, true, () => deletionCounts(user.uid, profile), 'Counting what a delete takes failed').state;
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (!busy) onClose();
  };

  const onConfirm = async () => {
    if (!password) return;
    setBusy(true);
    setProblem(null);
    try {
      await confirmIdentity(user, password);
    } catch (error) {
      setBusy(false);
      const code = errorCode(error);
      if (code === 'auth/network-request-failed') toast.error(t('ui.networkError'));
      else setProblem(t('profile.wrongCurrentPassword'));
      return;
    }
    // Leave the guarded page first (committed at once), so its guard does not see the sign-out a delete is.
    await navigate(PATHS.home, { replace: true, flushSync: true });
    try {
      await deleteMyAccount(user);
      toast.success(t('profile.accountDeleted'));
    } catch (error) {
      console.error('Deleting the account failed', error);
      toast.error(t('profile.accountDeleteFailed'));
    }
  };

  return (
    <Modal
      title={t('profile.deleteMyAccount')}
      onClose={close}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={close} disabled={busy}>
            {t('ui.cancel')}
          </button>
          <button
            type="button"
            className="button button--danger"
            onClick={onConfirm}
            disabled={busy || !password}
            aria-busy={busy || undefined}
            {...NEEDS_NETWORK}
          >
            {t('profile.deleteMyAccount')}
          </button>
        </>
      }
    >
      <p>{profile.role === 'employer' ? t('profile.deleteWhatGoesEmployer') : t('profile.deleteWhatGoesJobseeker')}</p>
      {counts.status === 'loading' ? (
        <p className="muted" role="status">
          <span className="spinner" aria-hidden="true" />
        </p>
      ) : counts.status === 'error' ? null : (
        <p data-testid="delete-account-counts">
          {profile.role === 'employer'
            ? t('profile.deleteCountsEmployer', { jobs: counts.value.jobs, applications: counts.value.applications })
            : t('profile.deleteCountsJobseeker', { applications: counts.value.applications })}
        </p>
      )}
      <Field id="delete-account-password" label={t('profile.currentPassword')} hint={t('profile.deleteAccountPassword')} error={problem ?? undefined}>
        {(control) => (
          <PasswordField
            id={control.id}
            autoComplete="current-password"
            value={password}
            onChange={(value) => {
              setPassword(value);
              setProblem(null);
            }}
            invalid={!!control['aria-invalid']}
            aria-describedby={control['aria-describedby']}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && password && !busy) void onConfirm();
            }}
          />
        )}
      </Field>
    </Modal>
  );
}
