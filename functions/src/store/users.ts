import { FieldValue } from 'firebase-admin/firestore';
import type { Registration, Role, UserProfile } from '@jobsearch/domain';
import { usersCollection } from './collections';
import { dataOrNull } from './converters';
import { logMalformed } from './jobs';
import { fetchPage, type Page, type PageResult } from './paging';

export type UserWithId = UserProfile & { id: string };

/** The profile, or null when there is none or it is malformed (no role, no profile: a 4xx). */
export async function getUserProfile(uid: string): Promise<UserWithId | null> {
  const snapshot = await usersCollection.doc(uid).get();
  const profile = dataOrNull(snapshot, logMalformed);
  return profile ? { id: uid, ...profile } : null;
}

/** The profile holding a phone number, if any (phone numbers are unique per account). */
export async function findUsersByPhone(phoneNumber: string): Promise<UserWithId[]> {
  const snapshot = await usersCollection.where('phoneNumber', '==', phoneNumber).limit(5).get();
  return snapshot.docs.flatMap((doc) => {
    const profile = dataOrNull(doc, logMalformed);
    return profile ? [{ id: doc.id, ...profile }] : [];
  });
}

export async function createUserProfile(uid: string, registration: Registration): Promise<void> {
  const { name, email, phoneNumber, role } = registration;
  await usersCollection.doc(uid).create({ name, email, phoneNumber, role, createdAt: FieldValue.serverTimestamp() });
}

/** Name, email and phone change, and a job seeker's work profile; the role never does (docs/spec-notes.md, Data model). */
export async function updateUserProfile(uid: string, fields: Pick<UserProfile, 'name' | 'email' | 'phoneNumber' | 'workProfile'>): Promise<void> {
  await usersCollection.doc(uid).update(fields);
}

/** Admin lists: job seekers or employers, newest first. */
export function listUsersByRole(role: Role, page: Page): Promise<PageResult<UserWithId>> {
  const query = usersCollection.where('role', '==', role).orderBy('createdAt', 'desc');
  return fetchPage(usersCollection, query, page, (doc) => ({ id: doc.id, ...doc.data() }));
}
