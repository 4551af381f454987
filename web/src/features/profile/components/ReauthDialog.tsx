/** Asks for the current password when Auth wants a recent login before an email or password change. */
import type { User } from 'firebase/auth';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { Field } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { PasswordField } from '../../../ui/PasswordField';
import { reauthenticate } from '../api/profile';

export function ReauthDialog({ user, onClose, onConfirmed }: { user: User; onClose: () => void; onConfirmed: () => void }) {
  const t = useT();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onConfirm = async () => {
    setBusy(true);
    try {
      await reauthenticate(user, password);
      onConfirmed();
    } catch {
      setProblem(t('profile.wrongCurrentPassword'));
      setBusy(false);
    }
  };

  return (
    <Modal
      title={t('profile.confirmItsYou')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
            {t('ui.cancel')}
          </button>
          <button type="button" className="button" onClick={onConfirm} disabled={busy || !password}>
            {t('profile.confirm')}
          </button>
        </>
      }
    >
      <p>{t('profile.reauthRequired')}</p>
      <Field id="reauth-password" label={t('profile.currentPassword')} error={problem ?? undefined}>
        {(control) => (
          <PasswordField
            id={control.id}
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            invalid={!!control['aria-invalid']}
            aria-describedby={control['aria-describedby']}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && password) void onConfirm();
            }}
          />
        )}
      </Field>
    </Modal>
  );
}
