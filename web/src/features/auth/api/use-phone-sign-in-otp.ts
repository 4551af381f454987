import { translate, type MessageKey } from '../../../i18n';
import type { ConfirmationResult } from 'firebase/auth';
import { useRef } from 'react';
import { holdSession, releaseSession } from '../../../lib/session';
import { sendSignInOtp } from '../../../lib/session/phone-otp';
import type { OtpConfirmOutcome } from '../../../ui/PhoneOtp';
import { toast } from '../../../ui/toast';
import type { Outcome } from './auth';

/**
 * The phone sign-in OTP of sign-up and forgot password (the `send` and `confirm`
 * that ui/PhoneOtp.tsx takes): send keeps the confirmation, confirm checks the code
 * with `confirmWith` under a held session. A wrong code shows its toast and stays
 * ('failed'); a right one is handed to `onConfirmed`, which says what it means for
 * the screen; 'reset' lets the held session go and forgets the confirmation.
 */
export function usePhoneSignInOtp<T>(
  confirmWith: (confirmation: ConfirmationResult, code: string) => Promise<Outcome<T>>,
  onConfirmed: (value: T) => OtpConfirmOutcome,
  options: { keepSignedIn?: () => boolean; onRefused?: (message: MessageKey) => void } = {},
) {
  const confirmation = useRef<ConfirmationResult | null>(null);

  const send = async (host: HTMLElement, e164: string) => {
    const result = await sendSignInOtp(host, e164, options.keepSignedIn?.() ?? false);
    if (result.ok) confirmation.current = result.confirmation;
    return result;
  };

  const confirm = async (code: string): Promise<OtpConfirmOutcome> => {
    if (!confirmation.current) {
      toast.error(translate('ui.requestOtpFirst'));
      return 'reset';
    }
    holdSession();
    const result = await confirmWith(confirmation.current, code);
    if (!result.ok) {
      releaseSession();
      toast.error(translate(result.message));
      options.onRefused?.(result.message);
      return result.code === 'suspended' ? 'reset' : 'failed';
    }
    const outcome = onConfirmed(result.value);
    if (outcome === 'reset') {
      releaseSession();
      confirmation.current = null;
    }
    return outcome;
  };

  /** The number changed or the flow restarts: a code sent earlier no longer counts. */
  const forget = () => {
    confirmation.current = null;
  };

  return { send, confirm, forget };
}
