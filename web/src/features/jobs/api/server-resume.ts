/**
 * A resume the server puts in the job's folder for the application to name:
 * a copy of the one kept on the profile (POST /api/applications/profile-resume)
 * or one made from the work profile (POST /api/applications/made-resume). Both
 * answer the same way; the file is the application's own, so replacing the
 * profile resume or the work profile later changes nothing an employer received.
 */
import { problem } from '@jobsearch/domain/problems';
import type { WorkProfileField } from '@jobsearch/domain/work-profile';
import type { Language } from '../../../i18n';
import { ApiError, callApi } from '../../../lib/data/api';
import type { UploadedResume } from '../model/application-record';
import { missingFieldsOf } from '../model/resume-choice';

export type ServerResumeResult =
  | { outcome: 'copied'; resume: UploadedResume }
  | { outcome: 'alreadyApplied' }
  | { outcome: 'jobClosed' }
  | { outcome: 'refused'; message: string }
  /** The work profile lacks what a made resume needs: these fields, to add on Profile. */
  | { outcome: 'profileIncomplete'; fields: WorkProfileField[] };

/** A profile resume saved a moment ago is checked within seconds: its copy is asked again for this long before saying so. */
const CHECK_WAIT_MS = [1000, 1500, 2000, 3000];

type Answer = { resumePath: string; resume: string };

async function askOnce(path: string, body: object) {
  for (const wait of CHECK_WAIT_MS) {
    try {
      return await callApi<Answer>('POST', path, body);
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== 'resume_not_checked') throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
  return callApi<Answer>('POST', path, body);
}

const REFUSALS: Readonly<Record<string, string>> = {
  no_profile_resume: problem('jobs.noProfileResume'),
  resume_folder_full: problem('jobs.resumeFolderFull'),
  resume_account_full: problem('jobs.resumeAccountFull'),
  resume_not_checked: problem('jobs.resumeStillChecking'),
};

async function serverResume(path: string, body: object, what: string): Promise<ServerResumeResult> {
  try {
    const answer = await askOnce(path, body);
    return { outcome: 'copied', resume: { path: answer.resumePath, url: answer.resume } };
  } catch (error) {
    const code = error instanceof ApiError ? error.code : '';
    if (code === 'already_applied') return { outcome: 'alreadyApplied' };
    if (code === 'job_not_active' || code === 'job_not_found') return { outcome: 'jobClosed' };
    if (code === 'profile_incomplete') return { outcome: 'profileIncomplete', fields: missingFieldsOf((error as ApiError).details) };
    const refusal = REFUSALS[code];
    if (refusal) return { outcome: 'refused', message: refusal };
    console.error(what, error);
    return { outcome: 'refused', message: problem('jobs.applyFailed') };
  }
}

export function copyProfileResume(jobId: string): Promise<ServerResumeResult> {
  return serverResume('/api/applications/profile-resume', { jobId }, 'Copying the profile resume failed');
}

/** The resume the server makes from the work profile, in the reader's language, with the phone number only when asked. */
export function makeResume(jobId: string, options: { showPhone: boolean; language: Language }): Promise<ServerResumeResult> {
  return serverResume('/api/applications/made-resume', { jobId, showPhone: options.showPhone, language: options.language }, 'Making the resume failed');
}
