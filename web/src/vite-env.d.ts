/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  /** 'true' to use the local emulators; the default whenever the project id starts with demo-. */
  readonly VITE_USE_EMULATORS?: string;
  /** A reCAPTCHA Enterprise site key: turns App Check on (lib/firebase/app-check.ts). */
  readonly VITE_APPCHECK_RECAPTCHA_SITE_KEY?: string;
}
