/** The profile's Edit form: name, email, a new password and the phone (with its OTP); Save or Cancel. */
import type { UserProfile } from '@jobsearch/domain/schemas';
import type { User } from 'firebase/auth';
import type { FormEvent } from 'react';
import { useT } from '../../../i18n';
import { Field } from '../../../ui/Field';
import { PasswordField } from '../../../ui/PasswordField';
import { PhoneOtp } from '../../../ui/PhoneOtp';
import { useProfileForm } from '../api/use-profile-form';
import { ReauthDialog } from './ReauthDialog';

export function ProfileForm({ user, profile, onDone }: { user: User; profile: UserProfile; onDone: () => void }) {
  const t = useT();
  const { draft, errors, setErrors, set, busy, otp, dispatch, verifiedPhone, phoneChanged, offerOtp, sendOtp, confirmOtp, save, reauthOpen, setReauthOpen } =
    useProfileForm(user, profile, onDone);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  return (
    <>
      <form className="profile-form" onSubmit={onSubmit} noValidate aria-label={t('profile.editProfile')}>
        <Field id="profile-name" label={t('profile.name')} error={errors.name}>
          {(control) => <input {...control} autoComplete="name" value={draft.name} onChange={(e) => set('name')(e.target.value)} />}
        </Field>
        <Field id="profile-email" label={t('profile.email')} error={errors.email} hint={errors.email || profile.email ? undefined : t('profile.addEmailHint')}>
          {(control) => <input {...control} type="email" autoComplete="email" value={draft.email} onChange={(e) => set('email')(e.target.value)} />}
        </Field>
        <Field id="profile-password" label={t('profile.newPassword')} error={errors.password}>
          {(control) => (
            <PasswordField
              id={control.id}
              autoComplete="new-password"
              value={draft.password ?? ''}
              onChange={set('password')}
              placeholder={t('profile.passwordPlaceholder')}
              invalid={!!control['aria-invalid']}
              aria-describedby={control['aria-describedby']}
            />
          )}
        </Field>
        <PhoneOtp
          id="profile"
          label={t('profile.phone')}
          phone={draft.phoneNumber}
          onPhoneChange={set('phoneNumber')}
          otp={otp}
          dispatch={dispatch}
          error={errors.phoneNumber}
          hint={!errors.phoneNumber && phoneChanged ? t('profile.phoneHint') : undefined}
          needsOtp={offerOtp}
          messages={{ invalidPhone: t('ui.invalidPhone'), sent: t('ui.otpSent'), sendFailed: t('ui.otpSendFailed') }}
          onPhoneProblem={(message) => setErrors(({ phoneNumber: _drop, ...rest }) => (message ? { ...rest, phoneNumber: message } : rest))}
          send={sendOtp}
          confirm={confirmOtp}
        >
          {verifiedPhone && !offerOtp ? (
            <p className="verified-note" role="status">
              {t('profile.phoneSaved')}
            </p>
          ) : null}
        </PhoneOtp>
        <div className="profile-actions">
          <button type="submit" className="button" disabled={busy}>
            {busy ? t('ui.saving') : t('profile.save')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={onDone}
            disabled={busy}
            aria-describedby={verifiedPhone ? 'profile-cancel-note' : undefined}
          >
            {t('ui.cancel')}
          </button>
        </div>
        {/* Cancel drops every unsaved change; a phone proved by OTP is already saved and stays (docs/decisions.md). */}
        {verifiedPhone ? (
          <p id="profile-cancel-note" className="field__hint profile-cancel-note">
            {t('profile.cancelKeepsPhone')}
          </p>
        ) : null}
      </form>
      {reauthOpen ? (
        <ReauthDialog
          user={user}
          onClose={() => setReauthOpen(false)}
          onConfirmed={() => {
            setReauthOpen(false);
            void save();
          }}
        />
      ) : null}
    </>
  );
}
