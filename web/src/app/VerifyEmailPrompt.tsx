/**
 * "Verify your email to get updates by mail", above every page of a signed-in
 * seeker or employer whose Auth email is not verified: notifications reach
 * them in the site only until they open the link this button mails. Also
 * keeps the session's account fresh (whenever the tab comes back into view:
 * the link is usually opened in another tab or on the phone), and
 * brings the profile's email to the account's after a proved change. Loaded
 * lazily by the layout (it brings the Auth SDK) for signed-in users only.
 */
import { useEffect, useState } from 'react';
import { useT } from '../i18n';
import { followAccountEmail, refreshAccount, sendVerificationMail } from '../lib/session/email-verification';
import { useSession } from '../lib/session';
import { toast } from '../ui/toast';

const REFRESH_GAP_MS = 5000;

export default function VerifyEmailPrompt() {
  const t = useT();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const authUser = session.status === 'signedIn' ? session.authUser : null;
  const profileEmail = session.status === 'signedIn' ? (session.profile?.email ?? null) : null;

  useEffect(() => {
    if (!authUser) return;
    // One Auth read per return to the tab at most every few seconds (focus and visibilitychange come together).
    let last = 0;
    const refresh = () => {
      if (document.visibilityState !== 'visible' || Date.now() - last < REFRESH_GAP_MS) return;
      last = Date.now();
      refreshAccount(authUser).catch(() => undefined);
    };
    // Not at once: the Auth SDK has just read the account (a restored user is looked up, a sign-in returns it),
    // and a reload tells every token listener, so Firestore would restart its listeners and each read its documents again.
    document.addEventListener('visibilitychange', refresh);
    window.addEventListener('focus', refresh);
    return () => {
      document.removeEventListener('visibilitychange', refresh);
      window.removeEventListener('focus', refresh);
    };
  }, [authUser]);

  const accountEmail = session.status === 'signedIn' ? session.user.email : null;
  useEffect(() => {
    if (!authUser || !profileEmail || !accountEmail || accountEmail === profileEmail) return;
    followAccountEmail(authUser, profileEmail).catch((error: unknown) => console.error('The profile email could not follow the account', error));
  }, [authUser, profileEmail, accountEmail]);

  if (session.status !== 'signedIn' || !authUser || !session.user.email || session.user.emailVerified) return null;
  const email = session.user.email;

  const send = async () => {
    setBusy(true);
    try {
      await sendVerificationMail(authUser);
      toast.success(t('ui.verificationMailSent', { email }));
    } catch {
      toast.error(t('ui.verificationMailFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="verify-email-prompt" role="status">
      <p>{t('ui.verifyEmailPrompt')}</p>
      <button type="button" className="button button--secondary" onClick={() => void send()} disabled={busy}>
        {t('ui.sendVerificationMail')}
      </button>
    </div>
  );
}
