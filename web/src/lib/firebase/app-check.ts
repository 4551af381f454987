/**
 * App Check: in production, Firestore, Storage and the API can be set to accept
 * requests only from this site, attested by reCAPTCHA Enterprise (README,
 * "Turn on App Check"). It starts where a site key is configured and never on
 * the emulators. Imported by the modules that talk to those services
 * (firestore.ts, firestore-lite.ts, storage.ts, api.ts) before they make a
 * request, never by the shell: Home and /login download none of it. Without a
 * site key the build drops the SDK altogether (vite.config.ts marks it free of
 * side effects, and the key is a build-time constant).
 */
import { getToken, initializeAppCheck, ReCaptchaEnterpriseProvider, type AppCheck } from 'firebase/app-check';
import { firebaseApp, usesEmulators } from './app';

const siteKey = import.meta.env.VITE_APPCHECK_RECAPTCHA_SITE_KEY;

export const appCheck: AppCheck | null =
  siteKey && !usesEmulators ? initializeAppCheck(firebaseApp, { provider: new ReCaptchaEnterpriseProvider(siteKey), isTokenAutoRefreshEnabled: true }) : null;

/** The header the API checks (functions/src/http/app-check.ts); none when App Check is off or cannot attest. */
export async function appCheckHeaders(): Promise<Record<string, string>> {
  if (!appCheck) return {};
  try {
    const { token } = await getToken(appCheck);
    return { 'X-Firebase-AppCheck': token };
  } catch {
    return {}; // the API decides: refused only where enforcement is on
  }
}
