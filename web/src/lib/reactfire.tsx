/**
 * reactfire's live hooks (useFirestoreCollectionData, ...) for the routes that
 * read Firestore. Kept out of the shell so Home does not download Firestore.
 */
import type { ReactNode } from 'react';
import { FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { firebaseApp } from './firebase';
import { db } from './firestore';

export function FirestoreScope({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <FirestoreProvider sdk={db}>{children}</FirestoreProvider>
    </FirebaseAppProvider>
  );
}
