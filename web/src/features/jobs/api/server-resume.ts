/**
 * Applying with the resume kept on the profile: the server
 * copies it into the job's folder (POST /api/applications/profile-resume) and
 * answers the copy, which the application then names. The copy is the
 * application's own: replacing the profile resume later changes nothing an
 * employer received.
 */
import { problem } from '@jobsearch/domain/problems';
import { ApiError, callApi } from '../../../lib/data/api';
import type { UploadedResume } from '../model/application-record';

export type CopyResult =
  { outcome: 'copied'; resume: UploadedResume } | { outcome: 'alreadyApplied' } | { outcome: 'jobClosed' } | { outcome: 'refused'; message: string };

/** A profile resume saved a moment ago is checked within seconds: its copy is asked again for this long before saying so. */
const CHECK_WAIT_MS = [1000, 1500, 2000, 3000];

async function copyOnce(jobId: string) {
  for (const wait of CHECK_WAIT_MS) {
    try {
      return await callApi<{ resumePath: string; resume: string }>('POST', '/api/applications/profile-resume', { jobId });
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== 'resume_not_checked') throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
  return callApi<{ resumePath: string; resume: string }>('POST', '/api/applications/profile-resume', { jobId });
}

export async function copyProfileResume(jobId: string): Promise<CopyResult> {
  try {
    const copy = await copyOnce(jobId);
    return { outcome: 'copied', resume: { path: copy.resumePath, url: copy.resume } };
  } catch (error) {
    const code = error instanceof ApiError ? error.code : '';
    if (code === 'already_applied') return { outcome: 'alreadyApplied' };
    if (code === 'job_not_active' || code === 'job_not_found') return { outcome: 'jobClosed' };
    if (code === 'no_profile_resume') return { outcome: 'refused', message: problem('jobs.noProfileResume') };
    if (code === 'resume_folder_full') return { outcome: 'refused', message: problem('jobs.resumeFolderFull') };
    if (code === 'resume_account_full') return { outcome: 'refused', message: problem('jobs.resumeAccountFull') };
    if (code === 'resume_not_checked') return { outcome: 'refused', message: problem('jobs.resumeStillChecking') };
    console.error('Copying the profile resume failed', error);
    return { outcome: 'refused', message: problem('jobs.applyFailed') };
  }
}
