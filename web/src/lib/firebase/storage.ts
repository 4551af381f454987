/** Cloud Storage, connected once; imported only by the apply flow, Profile and (loaded on the first View) the employer's resume check. */
import { connectStorageEmulator, getStorage } from 'firebase/storage';
import './app-check';
import { emulatorHost, firebaseApp, usesEmulators } from './app';

export const storage = getStorage(firebaseApp);
if (usesEmulators) connectStorageEmulator(storage, emulatorHost, 9199);
// A failing upload should say so within a minute, not after the SDK's default ten.
storage.maxUploadRetryTime = 60_000;
