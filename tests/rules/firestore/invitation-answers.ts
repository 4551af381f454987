// An invitation's answer is the server's: it turns Accepted when the
// application is made (the applications trigger), never because a client
// wrote it. A seeker who pressed Accept and left the form finds the invitation
// still open; no client can mark it Accepted, reopen or decline it, nor point it
// at an application, and both sides still read their own after it is Accepted.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, serverTimestamp, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { INVITATIONS_COLLECTION, invitationId } from '@jobsearch/domain';
import { JOB, SEEDED_APPLICATION, UID } from '../support/env.js';
import { cases, type Case } from '../support/policy.js';

const INVITATION = invitationId(JOB.active, UID.seeker);

/** employer-1 invited seeker-1 to their Active job; `status` as the server left it. */
const invitedAs =
  (status: 'Sent' | 'Accepted', applicationId = '') =>
  (admin: Firestore): Promise<void> =>
    setDoc(doc(admin, INVITATIONS_COLLECTION, INVITATION), {
      jobId: JOB.active,
      jobTitle: 'Fitter',
      companyName: 'Acme Tools',
      employerId: UID.employer,
      seekerId: UID.seeker,
      status,
      createdAt: serverTimestamp(),
      respondedAt: status === 'Sent' ? null : serverTimestamp(),
      applicationId,
    });

const open = invitedAs('Sent');
const accepted = invitedAs('Accepted', SEEDED_APPLICATION.id);
const invitation = (db: Firestore) => doc(db, INVITATIONS_COLLECTION, INVITATION);
const answer = (name: string, actor: Case['actor'], prepare: Case['prepare'], fields: Record<string, unknown>): Case => ({
  name,
  actor,
  expect: 'deny',
  prepare,
  attempt: (db) => updateDoc(invitation(db), { ...fields }),
});

export function invitationAnswersPolicy(env: () => RulesTestEnvironment): void {
  cases('invitations: Accepted only by the application, written by the server', env, [
    answer('mark their open invitation Accepted without applying', 'seeker', open, { status: 'Accepted', respondedAt: serverTimestamp() }),
    answer("mark their open invitation Accepted, naming seeker-1's application", 'seeker', open, {
      status: 'Accepted',
      respondedAt: serverTimestamp(),
      applicationId: SEEDED_APPLICATION.id,
    }),
    answer('mark the invitation they sent Accepted for the seeker', 'employer', open, { status: 'Accepted', respondedAt: serverTimestamp() }),
    answer('reopen their Accepted invitation', 'seeker', accepted, { status: 'Sent', respondedAt: null, applicationId: '' }),
    answer('decline their invitation after applying', 'seeker', accepted, { status: 'Declined' }),
    {
      name: 'read their open invitation after Accept opened the form',
      actor: 'seeker',
      expect: 'allow',
      prepare: open,
      attempt: (db) => getDoc(invitation(db)),
    },
    { name: 'read their Accepted invitation', actor: 'seeker', expect: 'allow', prepare: accepted, attempt: (db) => getDoc(invitation(db)) },
    { name: 'read the Accepted invitation they sent', actor: 'employer', expect: 'allow', prepare: accepted, attempt: (db) => getDoc(invitation(db)) },
    { name: "read employer-1's Accepted invitation", actor: 'employer2', expect: 'deny', prepare: accepted, attempt: (db) => getDoc(invitation(db)) },
  ]);
}
