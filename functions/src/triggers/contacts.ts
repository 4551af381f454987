import { log } from '../log';
import { db } from '../store/firebase';
import { dataAfter, dataBefore, idOf, type Written } from './on-write';

/**
 * Firestore's batch limit is 500 writes; stay well under it (tests/api/contact-trigger.test.ts
 * writes one batch and a half).
 */
const BATCH_SIZE = 100;
const CONTACT_FIELDS = ['name', 'email', 'phoneNumber'] as const;

/**
 * Employers and the admin always see an applicant's current contact details.
 * An application copies its applicant's name, email and
 * phone when it is made, and no client may edit it (firestore.rules); when
 * the profile `users/{uid}` changes one of them, this rewrites them on every
 * application of that applicant, in batches. It reads the profile again
 * rather than the event's copy, so runs that finish out of order still end at
 * the newest values; an application already up to date is not written.
 */
export async function copyApplicantContact(event: Written): Promise<void> {
  const uid = idOf(event);
  const before = dataBefore(event);
  const after = dataAfter(event);
  // Updates only: a new profile has no applications yet, a deleted one has its cascade.
  if (!before || !after || CONTACT_FIELDS.every((field) => before[field] === after[field])) return;
  const profile = (await db.doc(`users/${uid}`).get()).data();
  if (!profile) return;
  const { name, email, phoneNumber } = profile;
  if (typeof name !== 'string' || typeof email !== 'string' || typeof phoneNumber !== 'string') return;
  const contact = { applicantName: name, email, phoneNumber };
  const applications = await db.collection('applications').where('applicantId', '==', uid).get();
  const stale = applications.docs.filter((doc) => Object.entries(contact).some(([field, value]) => doc.get(field) !== value));
  for (let start = 0; start < stale.length; start += BATCH_SIZE) {
    const batch = db.batch();
    for (const doc of stale.slice(start, start + BATCH_SIZE)) batch.update(doc.ref, contact);
    await batch.commit();
  }
  log.info('Applicant contact copied to applications', { uid, updated: stale.length });
}
