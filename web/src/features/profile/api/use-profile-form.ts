/**
 * Editing the profile: the draft and its errors, the phone's OTP (a verified
 * new number is linked in Auth and stored at once), and Save, which asks for
 * the current password when Auth wants a recent login.
 */
import type { UserProfile } from '@jobsearch/domain/schemas';
import { fieldErrors, profileUpdateSchema } from '@jobsearch/domain/schemas';
import type { User } from 'firebase/auth';
import { useReducer, useRef, useState } from 'react';
import { useT } from '../../../i18n';
import { errorCode, isEmailInUse } from '../../../lib/session/auth-errors';
import { initialOtp, otpReducer, phoneForOtp } from '../../../lib/session/otp';
import { confirmPhoneChange, sendPhoneChangeOtp } from '../../../lib/session/phone-otp';
import { isPhoneProved } from '../../../lib/session/proved-phone';
import { toast } from '../../../ui/toast';
import type { OtpConfirmOutcome } from '../../../ui/PhoneOtp';
import { isEmptyPlan, needsRecentLogin, phoneNeedsOtp, planProfileSave, profileDraft } from '../model/profile-logic';
import { saveProfile, savePhoneNumber } from './profile';

export function useProfileForm(user: User, profile: UserProfile, onDone: () => void) {
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
    // An address, once the account has one, is how it signs in and is mailed: it can change, not go.
    // A password needs an address the account already holds, to sign in with.
    const emailProblem = !parsed.data.email && profile.email ? t('profile.emailCannotGo') : null;
    const passwordProblem = parsed.data.password && !user.email ? t('profile.passwordNeedsEmail') : null;
    if (emailProblem || passwordProblem) {
      setErrors({ ...(emailProblem ? { email: emailProblem } : {}), ...(passwordProblem ? { password: passwordProblem } : {}) });
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

  return { draft, errors, setErrors, set, busy, otp, dispatch, verifiedPhone, phoneChanged, offerOtp, sendOtp, confirmOtp, save, reauthOpen, setReauthOpen };
}
