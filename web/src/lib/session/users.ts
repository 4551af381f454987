/**
 * The users/{uid} document, as the session and the auth flows read and create
 * it. Firestore Lite (one-shot REST reads and writes), loaded on first use so
 * /login's first view carries no Firestore code.
 */
import type { Role } from '@jobsearch/domain/choices';
import type { Language } from '@jobsearch/domain/i18n/languages';
import { userSchema, type UserProfile } from '@jobsearch/domain/schemas';
import { earlyDocument, takeEarlyRead, takeSettledEarlyRead } from '../data/early-reads';
import type { RestDocument } from '../data/rest-document';
import { recallLastSeen, rememberLastSeen } from '../offline/last-seen';
import { primedProfile } from './primed-profile';
import { readStoredUser } from './stored-user';

async function lite() {
  const [{ doc, getDoc, serverTimestamp, setDoc, updateDoc }, { liteDb, liteSchemaConverter }] = await Promise.all([
    import('firebase/firestore/lite'),
    import('../firebase/firestore-lite'),
  ]);
  const ref = (uid: string) => doc(liteDb, 'users', uid).withConverter(liteSchemaConverter(userSchema));
  return { getDoc, serverTimestamp, setDoc, updateDoc, ref, rawRef: (uid: string) => doc(liteDb, 'users', uid) };
}

/** The profile, or null when there is no users document (e.g. an admin). */
export async function readUserProfile(uid: string): Promise<UserProfile | null> {
  const fs = await lite();
  const snap = await fs.getDoc(fs.ref(uid));
  return snap.exists() ? snap.data() : null;
}

/**
 * The device's last-seen copy of the profile (lib/offline/last-seen.ts), read back
 * through the schema: the profile, null (the user has none, e.g. an admin),
 * or undefined when there is no copy that still matches.
 */
export function recallUserProfile(uid: string): UserProfile | null | undefined {
  const copy = recallLastSeen('profile', uid);
  if (!copy) return undefined;
  if (copy.data === null) return null;
  const parsed = userSchema.safeParse(copy.data);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The profile index.html read beside the shell for this user (lib/data/early-reads.ts), kept as
 * the device's last-seen copy like a read; undefined when there is none or it does not parse.
 */
export async function earlyUserProfile(uid: string): Promise<UserProfile | undefined> {
  return profileOf(uid, await takeEarlyRead(uid, 'profile'));
}

function profileOf(uid: string, document: RestDocument | null | undefined): UserProfile | undefined {
  const found = earlyDocument(document, 'users', uid);
  const parsed = found ? userSchema.safeParse(found.data) : null;
  if (!parsed?.success) return undefined;
  rememberLastSeen('profile', uid, parsed.data);
  return parsed.data;
}

/** Before the first render: the early profile, when it has come, for the session to start with (primed-profile.ts). */
export async function primeEarlyProfile(): Promise<void> {
  const uid = readStoredUser()?.user.uid;
  if (!uid) return;
  const profile = profileOf(uid, await takeSettledEarlyRead(uid, 'profile'));
  if (profile) primedProfile.keep(uid, profile);
}

/**
 * The profile as the session reads it: from Firestore, kept as the device's
 * last-seen copy; when the read fails (offline), that copy, so a repeat visit
 * without the network still knows the user's role.
 */
export async function readUserProfileOrLastSeen(uid: string): Promise<UserProfile | null> {
  try {
    const profile = await readUserProfile(uid);
    rememberLastSeen('profile', uid, profile);
    return profile;
  } catch (error) {
    void import('../offline/online').then(({ checkOnline }) => checkOnline());
    const copy = recallUserProfile(uid);
    if (copy === undefined) throw error;
    return copy;
  }
}

/** Created once by its owner, with exactly the keys the rules allow; `language` is the one in use at sign-up (their mails' language). */
export async function createUserProfile(
  uid: string,
  profile: { name: string; email: string; phoneNumber: string; role: Role; language: Language },
): Promise<void> {
  const fs = await lite();
  await fs.setDoc(fs.rawRef(uid), {
    name: profile.name,
    email: profile.email,
    phoneNumber: profile.phoneNumber,
    role: profile.role,
    createdAt: fs.serverTimestamp(),
    language: profile.language,
  });
}

/** The language the person chose on the site, for the mails the functions write them (the rules let the owner write it alone). */
export async function saveUserLanguage(uid: string, language: Language): Promise<void> {
  const fs = await lite();
  await fs.updateDoc(fs.rawRef(uid), { language });
}

/**
 * Whether an admin banned the number the signed-in user just proved by OTP
 * (the rules let a person read the ban of their own proved number, no other).
 * A failed read is taken as no ban: the rules still refuse a banned profile.
 */
export async function isProvedPhoneBanned(phoneNumber: string): Promise<boolean> {
  const [{ doc, getDoc }, { liteDb }] = await Promise.all([import('firebase/firestore/lite'), import('../firebase/firestore-lite')]);
  try {
    return (await getDoc(doc(liteDb, 'bannedPhones', phoneNumber))).exists();
  } catch {
    return false;
  }
}
