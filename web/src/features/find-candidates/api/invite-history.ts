/**
 * What Find candidates reads to say why Invite is off before it is pressed:
 * for a page of cards, this employer's pair with each seeker. Each seeker's
 * employerBlocks/{seekerId}_{employerId} by its id (the rules let the employer
 * of the pair get that one document, never list others'), and the employer's
 * own invitations to and applications from these seekers, one query each for
 * the page (`in` over the page's ids, CANDIDATE_LIMITS.pageSize of them).
 */
import { EMPLOYER_BLOCKS_COLLECTION, INVITATION_STATUSES, INVITATIONS_COLLECTION, employerBlockId, type InviteHistory } from '@jobsearch/domain/candidates';
import { collection, doc, getDoc, getDocs, query, where, type Timestamp } from 'firebase/firestore';
import { useRead, type ReadOnce } from '../../../lib/data/use-read';
import { db } from '../../../lib/firebase/firestore';

export type InviteHistories = ReadonlyMap<string, InviteHistory>;

async function readInviteHistories(employerId: string, seekerIds: readonly string[]): Promise<InviteHistories> {
  if (seekerIds.length === 0) return new Map();
  const [blocks, invitations, applications] = await Promise.all([
    Promise.all(seekerIds.map((seekerId) => getDoc(doc(db, EMPLOYER_BLOCKS_COLLECTION, employerBlockId(seekerId, employerId))))),
    getDocs(query(collection(db, INVITATIONS_COLLECTION), where('employerId', '==', employerId), where('seekerId', 'in', [...seekerIds]))),
    getDocs(query(collection(db, 'applications'), where('employerId', '==', employerId), where('applicantId', 'in', [...seekerIds]))),
  ]);
  const histories = new Map<string, InviteHistory & { invitations: InviteHistory['invitations'][number][]; appliedJobIds: string[] }>(
    seekerIds.map((seekerId, i) => [seekerId, { blocked: blocks[i]!.exists(), invitations: [], appliedJobIds: [] }]),
  );
  for (const invitation of invitations.docs) {
    const status = invitation.get('status') as unknown;
    histories.get(String(invitation.get('seekerId')))?.invitations.push({
      jobId: String(invitation.get('jobId')),
      status: INVITATION_STATUSES.find((known) => known === status) ?? 'Sent',
      respondedAt: (invitation.get('respondedAt') as Timestamp | null | undefined)?.toDate() ?? null,
    });
  }
  for (const application of applications.docs) histories.get(String(application.get('applicantId')))?.appliedJobIds.push(String(application.get('jobId')));
  return histories;
}

/** The page's histories; after an invitation is sent, `reload()` reads them again. */
export function useInviteHistories(employerId: string, seekerIds: readonly string[]): { state: ReadOnce<InviteHistories>; reload: () => void } {
  const key = seekerIds.length ? `invite-histories:${employerId}:${seekerIds.join(',')}` : null;
  const { state, reload } = useRead(key, true, () => readInviteHistories(employerId, seekerIds), 'Reading who may be invited failed');
  return { state, reload };
}
