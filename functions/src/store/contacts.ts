import { FieldValue, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import {
  isListedForSeekers,
  jobContactFields,
  jobContactPath,
  jobContactSchema,
  LIMITS,
  NUMBER_REVEALS_COLLECTION,
  numberRevealsId,
  todayInIndia,
  type JobContact,
  type JobInput,
} from '@jobsearch/domain';
import { ApiError, notFound } from '../errors';
import { english } from '../i18n/translate';
import { API_MESSAGES } from '../messages';
import { jobsCollection } from './collections';
import { db } from './firebase';

const NO_CONTACT: JobContact = { mobileNumber: '', employerId: '' };

function contactOf(data: unknown): JobContact {
  const parsed = jobContactSchema.safeParse(data);
  return parsed.success ? parsed.data : NO_CONTACT;
}

/** A job's private contact; a job without one (or a malformed one) has no number. */
export async function readJobContact(jobId: string): Promise<JobContact> {
  return contactOf((await db.doc(jobContactPath(jobId)).get()).data());
}

/** Writes the job's contact in the batch that writes the job, so neither is stored without the other. */
export function writeJobContact(batch: WriteBatch, jobId: string, input: Pick<JobInput, 'mobileNumber'>, employerId: string): void {
  batch.set(db.doc(jobContactPath(jobId)), jobContactFields(input, employerId));
}

/** The daily limit reached: 429, told to come back tomorrow. */
const dailyLimitReached = () => new ApiError(429, 'daily_limit', english('jobs.numberDailyLimit', { limit: LIMITS.numberRevealsPerDay }));

/**
 * A seeker reveals one job's number. The job must be Active and listed (any
 * other is 404, as if absent). Each account sees at most
 * LIMITS.numberRevealsPerDay different jobs' numbers a day in India, counted
 * in numberReveals/{uid}_{day} (server-only) inside the transaction that reads
 * the number, so parallel requests cannot pass the limit together. A job
 * already revealed that day is free; a job without a number is not counted.
 */
export async function revealJobNumber(jobId: string, uid: string, now: Date = new Date()): Promise<string> {
  const day = todayInIndia(now);
  const countRef = db.collection(NUMBER_REVEALS_COLLECTION).doc(numberRevealsId(uid, day));
  return db.runTransaction(async (tx: Transaction) => {
    const [jobSnapshot, contactSnapshot, countSnapshot] = await Promise.all([
      tx.get(jobsCollection.doc(jobId)),
      tx.get(db.doc(jobContactPath(jobId))),
      tx.get(countRef),
    ]);
    let job: { status: string; hiddenByReports?: boolean } | undefined;
    try {
      job = jobSnapshot.data();
    } catch {
      job = undefined; // malformed: answered as missing
    }
    if (!job || job.status !== 'Active' || !isListedForSeekers(job)) throw notFound(API_MESSAGES.jobNotFound, 'job_not_found');
    const { mobileNumber } = contactOf(contactSnapshot.data());
    if (mobileNumber === '') return '';
    const seen: unknown = countSnapshot.get('jobIds');
    const jobIds = Array.isArray(seen) ? seen.filter((id): id is string => typeof id === 'string') : [];
    if (jobIds.includes(jobId)) return mobileNumber;
    if (jobIds.length >= LIMITS.numberRevealsPerDay) throw dailyLimitReached();
    tx.set(
      countRef,
      {
        userId: uid,
        day,
        jobIds: FieldValue.arrayUnion(jobId),
        // Two days on: a Firestore TTL policy on this field may sweep old counts (README, operations).
        expiresAt: new Date(now.getTime() + 2 * 24 * 3600 * 1000),
        updatedAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
    return mobileNumber;
  });
}
