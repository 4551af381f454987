/**
 * An employer's number, one job at a time: the job documents carry none. The
 * API counts the different jobs each account reveals a day (docs/api.md,
 * POST /api/jobs/{jobId}/contact). Numbers already revealed in this tab are
 * kept in memory only (never in the offline copies), so reopening a job shows
 * its number again without asking.
 */
import { ApiError, callApi } from '../../../lib/data/api';

export type Reveal = { kind: 'number'; mobileNumber: string } | { kind: 'limit' } | { kind: 'unproved' } | { kind: 'failed' };

const revealed = new Map<string, string>();

/** The number already revealed in this tab, if any. */
export const revealedNumber = (jobId: string): string | undefined => revealed.get(jobId);

export async function revealNumber(jobId: string): Promise<Reveal> {
  try {
    const { mobileNumber } = await callApi<{ mobileNumber: string }>('POST', `/api/jobs/${encodeURIComponent(jobId)}/contact`);
    revealed.set(jobId, mobileNumber);
    return { kind: 'number', mobileNumber };
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return { kind: 'limit' };
    if (error instanceof ApiError && error.code === 'phone_not_verified') return { kind: 'unproved' };
    console.error('Revealing the number failed', error);
    return { kind: 'failed' };
  }
}
