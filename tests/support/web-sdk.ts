// The web Firebase SDK signed in as a person, as a browser (or a script) is:
// what it writes goes through the security rules. Each app is closed after
// its test (closeWebSdks in an afterEach).
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { AUTH_EMULATOR_HOST, PROJECT_ID } from './emulators';
import { unique } from './unique';

const apps: FirebaseApp[] = [];

/** Firestore as the web SDK signed in with this email and password sees it. */
export async function webSdkAs(account: { email: string; password: string }): Promise<Firestore> {
  const app = initializeApp({ apiKey: 'demo-key', projectId: PROJECT_ID }, unique('web-sdk-'));
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${AUTH_EMULATOR_HOST}`, { disableWarnings: true });
  await signInWithEmailAndPassword(auth, account.email, account.password);
  const firestore = getFirestore(app);
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  connectFirestoreEmulator(firestore, host!, Number(port));
  return firestore;
}

/** Closes every app webSdkAs opened. */
export async function closeWebSdks(): Promise<void> {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
}
