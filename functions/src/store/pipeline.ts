import { FieldValue } from 'firebase-admin/firestore';
import { statusChangeFields, statusChangeProblem, statusOf, type ApplicationWithId, type StatusChange } from '@jobsearch/domain';
import { conflict, notFound } from '../errors';
import { API_MESSAGES } from '../messages';
import { getApplication } from './applications';
import { db } from './firebase';

/**
 * The job's employer moves an application's status (PUT
 * /api/applications/{id}/status), under the rules firestore.rules give the
 * browser: forward only, or to Not selected before Hired, an interview in
 * the future, each step timed in statusHistory. One transaction, so two
 * changes at once cannot both pass from the same status.
 */
export async function changeApplicationStatus(id: string, employerId: string, change: StatusChange): Promise<ApplicationWithId> {
  const ref = db.collection('applications').doc(id);
  await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    // Another employer's application answers as a missing one: a 403 would tell them that this person applied to that job.
    if (!snapshot.exists || snapshot.get('employerId') !== employerId) throw notFound(API_MESSAGES.applicationNotFound, 'application_not_found');
    const problem = statusChangeProblem(statusOf(snapshot.data() ?? {}), change);
    if (problem) throw conflict('status_change_not_allowed', problem);
    tx.update(ref, statusChangeFields(change, FieldValue.serverTimestamp()));
  });
  const updated = await getApplication(id);
  if (!updated) throw notFound(API_MESSAGES.applicationNotFound, 'application_not_found');
  return updated;
}
