import { notificationIds } from '@jobsearch/domain';
import { writeNotification } from '@jobsearch/domain/notification-text';
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import { notificationWriter } from '../i18n/translate';
import { log } from '../log';
import { companyNameHolder } from '../store/company-names';
import { db } from '../store/firebase';
import { notify } from '../store/notifications';
import { idOf, type Written } from './on-write';

const inEnglish = notificationWriter(DEFAULT_LANGUAGE);

/**
 * A verified company name is its employer's (domain/src/company-names.ts).
 * The rules refuse another account's job under it as they can compare it
 * (lower-cased, spaces aside); what only Unicode normalisation shows (full-width
 * "ＳＨＲＩ Sai Fabricators") passes them. So after every job write, an Active
 * job whose name is another employer's verified name is switched off, and its
 * employer told why. Idempotent: an Inactive job is left alone, and the
 * notification's id is the job's.
 */
export async function takeDownBorrowedCompanyName(event: Written): Promise<void> {
  const after = event.data?.after;
  if (!after?.exists) return;
  const { status, companyName, employerId, title, jobRole } = after.data() ?? {};
  if (status !== 'Active' || typeof companyName !== 'string' || typeof employerId !== 'string') return;
  const holder = await companyNameHolder(companyName, employerId);
  if (!holder) return;
  const jobId = idOf(event);
  const params = { jobTitle: typeof title === 'string' && title ? title : String(jobRole ?? ''), companyName };
  // Told first (once: the id is the job's), so a retry after the switch still tells.
  await notify({
    id: notificationIds.companyNameTaken(jobId),
    userId: employerId,
    kind: 'companyNameTaken',
    ...writeNotification('companyNameTaken', params, inEnglish),
    params,
    jobId,
  });
  try {
    // Only the version read: a newer write runs this again.
    await db.doc(after.ref.path).update({ status: 'Inactive' }, { lastUpdateTime: after.updateTime });
  } catch (error) {
    const code = (error as { code?: number }).code;
    if (code === 5 || code === 9) return; // deleted, or changed meanwhile (its own run follows)
    throw error;
  }
  log.warn("A job under another employer's verified company name was switched off", { jobId, employerId, holders: holder.employerIds });
}
