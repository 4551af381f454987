import { formatPhone } from '@jobsearch/domain/phone';
import { fieldErrors, profileUpdateSchema, type UserProfile } from '@jobsearch/domain/schemas';
import type { User } from 'firebase/auth';
import { useReducer, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useT, type MessageKey } from '../../i18n';
import { toast } from '../../ui/toast';
import { useSignedIn } from '../../lib/session';
import { Field } from '../../ui/Field';
import { PageLoading } from '../../ui/PageLoading';
import { Modal } from '../../ui/Modal';
import { PasswordField } from '../../ui/PasswordField';
import { PhoneOtp, type OtpConfirmOutcome } from '../../ui/PhoneOtp';
import { errorCode, isEmailInUse } from '../../lib/auth-errors';
import { initialOtp, otpReducer, phoneForOtp } from '../../lib/otp';
import { confirmPhoneChange, sendPhoneChangeOtp } from '../../lib/phone-otp';
import { reauthenticate, saveProfile, savePhoneNumber } from './api/profile';
import { isEmptyPlan, MASKED_PASSWORD, needsRecentLogin, phoneNeedsOtp, planProfileSave, profileDraft } from './model/profile-logic';
import { DataRights } from './components/DataRights';
import { ProfileResume } from './components/ProfileResume';
import { isPhoneProved } from '../../lib/proved-phone';
import './profile.css';
import { PATHS } from '../../lib/paths';

const ROLE_LABEL: Record<UserProfile['role'], MessageKey> = { jobseeker: 'profile.roleJobseeker', employer: 'profile.roleEmployer' };
const INTRO: Record<UserProfile['role'], MessageKey> = { jobseeker: 'profile.introJobseeker', employer: 'profile.introEmployer' };

/** My Profile: name, email, a masked password and phone; Edit, then Save. */
export default function ProfilePage() {
  const t = useT();
  const session = useSignedIn();
  const [editing, setEditing] = useState(false);
  const { profile, user, authUser } = session;

  // Editing and the data rights act on the Auth user: a restored session shows them once the SDK has confirmed it.
  if (!authUser) return <PageLoading label={t('profile.loading')} />;
  if (!profile) {
    return (
      <section className="profile">
        <header className="page-header">
          <h1>{t('common.titleProfile')}</h1>
        </header>
        <div className="card profile-card">
          <p>
            {t('profile.signedInAs')} <strong>{user.email}</strong>.
          </p>
          <p className="muted">{session.isAdmin ? t('profile.adminManaged') : session.profileLoaded ? t('profile.notFound') : t('profile.loading')}</p>
        </div>
      </section>
    );
  }

  return (
    <section className="profile">
      <header className="page-header">
        <h1>{t('common.titleProfile')}</h1>
        <p>{t(INTRO[profile.role])}</p>
      </header>
      <div className="card profile-card">
        <div className="profile-card__head">
          <span className="profile-card__avatar" aria-hidden="true">
            {initials(profile.name)}
          </span>
          <div>
            <p className="profile-card__name">{profile.name}</p>
            <span className="profile-card__role">{t(ROLE_LABEL[profile.role])}</span>
          </div>
        </div>
        {editing ? (
          <ProfileForm user={authUser} profile={profile} onDone={() => setEditing(false)} />
        ) : (
          <>
            <dl className="profile-details">
              <div>
                <dt>{t('profile.name')}</dt>
                <dd>{profile.name}</dd>
              </div>
              <div>
                <dt>{t('profile.email')}</dt>
                <dd>{profile.email}</dd>
              </div>
              <div>
                <dt>{t('profile.passwordRow')}</dt>
                <dd aria-label={t('profile.passwordHidden')}>{MASKED_PASSWORD}</dd>
              </div>
              <div>
                <dt>{t('profile.phone')}</dt>
                <dd>{formatPhone(profile.phoneNumber)}</dd>
              </div>
            </dl>
            {isPhoneProved(user.phoneNumber, profile) ? null : (
              <p className="error-text profile-unverified" role="alert">
                {t('ui.verifyPhoneInProfile')}
              </p>
            )}
            <div className="profile-actions">
              <button type="button" className="button" onClick={() => setEditing(true)}>
                {t('profile.edit')}
              </button>
              {profile.role === 'jobseeker' ? (
                <Link to={PATHS.myApplications} className="button button--secondary">
                  {t('profile.myApplications')}
                </Link>
              ) : null}
              {profile.role === 'employer' ? (
                <Link to={PATHS.postedJobs} className="button button--secondary">
                  {t('profile.myJobs')}
                </Link>
              ) : null}
            </div>
          </>
        )}
      </div>
      {profile.role === 'jobseeker' ? <ProfileResume uid={user.uid} /> : null}
      <DataRights user={authUser} profile={profile} />
    </section>
  );
}

function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase() ?? '')
      .join('') || '?'
  );
}

function ProfileForm({ user, profile, onDone }: { user: User; profile: UserProfile; onDone: () => void }) {
  const t = useT();
  const [draft, setDraft] = useState(() => profileDraft(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [otp, dispatch] = useReducer(otpReducer, initialOtp);
  const verificationId = useRef<string | null>(null);
  const [verifiedPhone, setVerifiedPhone] = useState<string | null>(null);
  const [reauthOpen, setReauthOpen] = useState(false);

  const set =
    <K extends keyof typeof draft>(key: K) =>
    (value: (typeof draft)[K]) => {
      setDraft((d) => ({ ...d, [key]: value }));
      setErrors(({ [key]: _drop, ...rest }) => rest);
    };

  const phoneChanged = phoneNeedsOtp(profile.phoneNumber, verifiedPhone ?? user.phoneNumber, draft.phoneNumber);
  // An account registered through the API has never proved its number: it may verify it unchanged.
  const offerOtp = phoneChanged || (draft.phoneNumber === profile.phoneNumber && !isPhoneProved(verifiedPhone ?? user.phoneNumber, profile));

  const sendOtp = async (host: HTMLElement, e164: string) => {
    const result = await sendPhoneChangeOtp(host, e164);
    if (result.ok) verificationId.current = result.verificationId;
    return result;
  };

  /** A verified new number is linked in Auth and stored at once; the 'verify first' error goes. */
  const confirmOtp = async (code: string): Promise<OtpConfirmOutcome> => {
    if (!verificationId.current || !otp.phone) {
      toast.error(t('ui.requestOtpFirst'));
      return 'reset';
    }
    try {
      await confirmPhoneChange(user, verificationId.current, code);
      await savePhoneNumber(user, otp.phone);
      setVerifiedPhone(otp.phone);
      setErrors(({ phoneNumber: _drop, ...rest }) => rest);
      toast.success(t('ui.otpVerified'));
      return 'verified';
    } catch (error) {
      const code_ = errorCode(error);
      if (code_ === 'auth/credential-already-in-use' || code_ === 'auth/account-exists-with-different-credential') {
        setErrors((e) => ({ ...e, phoneNumber: t('ui.phoneAlreadyUsed') }));
        toast.error(t('ui.phoneAlreadyUsed'));
      } else {
        toast.error(t('ui.invalidOtp'));
      }
      return 'failed';
    }
  };

  const save = async () => {
    const parsed = profileUpdateSchema.safeParse({ ...draft, phoneNumber: phoneForOtp(draft.phoneNumber) ?? draft.phoneNumber });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    if (phoneNeedsOtp(profile.phoneNumber, verifiedPhone ?? user.phoneNumber, parsed.data.phoneNumber)) {
      setErrors((e) => ({ ...e, phoneNumber: t('profile.verifyNewPhoneFirst') }));
      toast.error(t('profile.verifyNewPhoneFirst'));
      return;
    }
    const current = { ...profile, phoneNumber: verifiedPhone ?? profile.phoneNumber };
    const plan = planProfileSave(current, parsed.data);
    setErrors({});
    setBusy(true);
    try {
      if (!isEmptyPlan(plan)) {
        const { emailPending } = await saveProfile(user, plan);
        if (emailPending) toast.info(t('profile.emailVerificationSent', { email: emailPending }));
      }
      toast.success(t('profile.profileUpdated'));
      onDone();
    } catch (error) {
      const code_ = errorCode(error);
      if (needsRecentLogin(code_)) {
        setReauthOpen(true);
        return;
      }
      if (isEmailInUse(code_)) setErrors({ email: t('ui.emailAlreadyUsed') });
      toast.error(t('profile.profileUpdateFailed'));
    } finally {
      setBusy(false);
    }
  };

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
        <Field id="profile-email" label={t('profile.email')} error={errors.email}>
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

/** Asks for the current password when Auth wants a recent login before an email or password change. */
function ReauthDialog({ user, onClose, onConfirmed }: { user: User; onClose: () => void; onConfirmed: () => void }) {
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
