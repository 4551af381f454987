import { userSchema, type UserProfile } from '@jobsearch/domain/schemas';
import { doc, onSnapshot } from 'firebase/firestore';
import { db, schemaConverter } from '../lib/firestore';

const converter = schemaConverter(userSchema);

/** Live profile of a user; null when there is no users document (e.g. an admin). */
export function watchProfile(uid: string, onChange: (profile: UserProfile | null) => void): () => void {
  return onSnapshot(
    doc(db, 'users', uid).withConverter(converter),
    (snap) => onChange(snap.exists() ? snap.data() : null),
    () => onChange(null),
  );
}
