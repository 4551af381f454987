import { keepAppliedMark } from '../store/inboxes';
import { dataAfter, dataBefore, idOf, type Written } from './on-write';

/** An application made or removed moves its seeker's "Applied" mark; its other changes leave the mark as it is. */
export async function keepAppliedMarks(event: Written): Promise<void> {
  const before = dataBefore(event);
  const after = dataAfter(event);
  if (Boolean(before) === Boolean(after)) return;
  const { applicantId, jobId } = (after ?? before)!;
  if (typeof applicantId === 'string' && typeof jobId === 'string' && applicantId && jobId) await keepAppliedMark(idOf(event), applicantId, jobId);
}
