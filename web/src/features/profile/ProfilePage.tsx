import { MESSAGES } from '@jobsearch/domain/messages';
import { formatPhone } from '@jobsearch/domain/phone';
import { fieldErrors, profileUpdateSchema, type UserProfile } from '@jobsearch/domain/schemas';
import type { User } from 'firebase/auth';
import { useReducer, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '../../ui/toast';
import { useSignedIn } from '../../lib/session';
import { Field } from '../../ui/Field';
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

const ROLE_LABEL = { jobseeker: 'Job Seeker', employer: 'Employer' } as const;

/** My Profile: name, email, a masked password and phone; Edit, then Save. */
export default function ProfilePage() {
  const session = useSignedIn();
  const [editing, setEditing] = useState(false);
  const { profile, user } = session;

  if (!profile) {
    return (
      <section className="profile">
        <header className="page-header">
          <h1>My Profile</h1>
        </header>
        <div className="card profile-card">
          <p>
            Signed in as <strong>{user.email}</strong>.
          </p>
          <p className="muted">
            {session.isAdmin
              ? 'Admin accounts are managed by the JobSearch India team.'
              : session.profileLoaded
                ? 'Your profile could not be found. Please contact support.'
                : 'Loading your profile...'}
          </p>
        </div>
      </section>
    );
  }

  return (
    <section className="profile">
      <header className="page-header">
        <h1>My Profile</h1>
        <p>{MESSAGES.profileIntro(profile.role)}</p>
      </header>
      <div className="card profile-card">
        <div className="profile-card__head">
          <span className="profile-card__avatar" aria-hidden="true">
            {initials(profile.name)}
          </span>
          <div>
            <p className="profile-card__name">{profile.name}</p>
            <span className="profile-card__role">{ROLE_LABEL[profile.role]}</span>
          </div>
        </div>
        {editing ? (
          <ProfileForm user={user} profile={profile} onDone={() => setEditing(false)} />
        ) : (
          <>
            <dl className="profile-details">
              <div>
                <dt>Name</dt>
                <dd>{profile.name}</dd>
              </div>
              <div>
                <dt>Email</dt>
                <dd>{profile.email}</dd>
              </div>
              <div>
                <dt>{MESSAGES.profilePasswordRow}</dt>
                <dd aria-label="Password hidden">{MASKED_PASSWORD}</dd>
              </div>
              <div>
                <dt>Phone</dt>
                <dd>{formatPhone(profile.phoneNumber)}</dd>
              </div>
            </dl>
            {isPhoneProved(user.phoneNumber, profile) ? null : (
              <p className="error-text profile-unverified" role="alert">
                {MESSAGES.verifyPhoneInProfile}
              </p>
            )}
            <div className="profile-actions">
              <button type="button" className="button" onClick={() => setEditing(true)}>
                Edit
              </button>
              {profile.role === 'jobseeker' ? (
                <Link to={PATHS.myApplications} className="button button--secondary">
                  My Applications
                </Link>
              ) : null}
              {profile.role === 'employer' ? (
                <Link to={PATHS.postedJobs} className="button button--secondary">
                  My Jobs
                </Link>
              ) : null}
            </div>
          </>
        )}
      </div>
      {profile.role === 'jobseeker' ? <ProfileResume uid={user.uid} /> : null}
      <DataRights user={user} profile={profile} />
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
      toast.error(MESSAGES.requestOtpFirst);
      return 'reset';
    }
    try {
      await confirmPhoneChange(user, verificationId.current, code);
      await savePhoneNumber(user, otp.phone);
      setVerifiedPhone(otp.phone);
      setErrors(({ phoneNumber: _drop, ...rest }) => rest);
      toast.success(MESSAGES.otpVerified);
      return 'verified';
    } catch (error) {
      const code_ = errorCode(error);
      if (code_ === 'auth/credential-already-in-use' || code_ === 'auth/account-exists-with-different-credential') {
        setErrors((e) => ({ ...e, phoneNumber: MESSAGES.phoneAlreadyUsed }));
        toast.error(MESSAGES.phoneAlreadyUsed);
      } else {
        toast.error(MESSAGES.invalidOtp);
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
      setErrors((e) => ({ ...e, phoneNumber: MESSAGES.verifyNewPhoneFirst }));
      toast.error(MESSAGES.verifyNewPhoneFirst);
      return;
    }
    const current = { ...profile, phoneNumber: verifiedPhone ?? profile.phoneNumber };
    const plan = planProfileSave(current, parsed.data);
    setErrors({});
    setBusy(true);
    try {
      if (!isEmptyPlan(plan)) {
        const { emailPending } = await saveProfile(user, plan);
        if (emailPending) toast.info(MESSAGES.emailVerificationSent(emailPending));
      }
      toast.success(MESSAGES.profileUpdated);
      onDone();
    } catch (error) {
      const code_ = errorCode(error);
      if (needsRecentLogin(code_)) {
        setReauthOpen(true);
        return;
      }
      if (isEmailInUse(code_)) setErrors({ email: MESSAGES.emailAlreadyUsed });
      toast.error(MESSAGES.profileUpdateFailed);
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
      <form className="profile-form" onSubmit={onSubmit} noValidate aria-label="Edit profile">
        <Field id="profile-name" label="Name" error={errors.name}>
          {(control) => <input {...control} autoComplete="name" value={draft.name} onChange={(e) => set('name')(e.target.value)} />}
        </Field>
        <Field id="profile-email" label="Email" error={errors.email}>
          {(control) => <input {...control} type="email" autoComplete="email" value={draft.email} onChange={(e) => set('email')(e.target.value)} />}
        </Field>
        <Field id="profile-password" label="New Password" error={errors.password}>
          {(control) => (
            <PasswordField
              id={control.id}
              autoComplete="new-password"
              value={draft.password ?? ''}
              onChange={set('password')}
              placeholder="Leave blank to keep your password"
              invalid={!!control['aria-invalid']}
              aria-describedby={control['aria-describedby']}
            />
          )}
        </Field>
        <PhoneOtp
          id="profile"
          label="Phone"
          phone={draft.phoneNumber}
          onPhoneChange={set('phoneNumber')}
          otp={otp}
          dispatch={dispatch}
          error={errors.phoneNumber}
          hint={!errors.phoneNumber && phoneChanged ? 'Verify your new number with an OTP. It is saved as soon as it is verified.' : undefined}
          needsOtp={offerOtp}
          messages={{ invalidPhone: MESSAGES.invalidPhone, sent: MESSAGES.otpSent, sendFailed: MESSAGES.otpSendFailed }}
          onPhoneProblem={(message) => setErrors(({ phoneNumber: _drop, ...rest }) => (message ? { ...rest, phoneNumber: message } : rest))}
          send={sendOtp}
          confirm={confirmOtp}
        >
          {verifiedPhone && !offerOtp ? (
            <p className="verified-note" role="status">
              {MESSAGES.profilePhoneSaved}
            </p>
          ) : null}
        </PhoneOtp>
        <div className="profile-actions">
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Saving...' : 'Save'}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={onDone}
            disabled={busy}
            aria-describedby={verifiedPhone ? 'profile-cancel-note' : undefined}
          >
            Cancel
          </button>
        </div>
        {/* Cancel drops every unsaved change; a phone proved by OTP is already saved and stays (docs/decisions.md). */}
        {verifiedPhone ? (
          <p id="profile-cancel-note" className="field__hint profile-cancel-note">
            {MESSAGES.profileCancelKeepsPhone}
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
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onConfirm = async () => {
    setBusy(true);
    try {
      await reauthenticate(user, password);
      onConfirmed();
    } catch {
      setProblem(MESSAGES.wrongCurrentPassword);
      setBusy(false);
    }
  };

  return (
    <Modal
      title="Confirm it's you"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="button" className="button" onClick={onConfirm} disabled={busy || !password}>
            Confirm
          </button>
        </>
      }
    >
      <p>{MESSAGES.reauthRequired}</p>
      <Field id="reauth-password" label="Current Password" error={problem ?? undefined}>
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
