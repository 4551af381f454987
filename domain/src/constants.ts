/**
 * The business constants of docs/spec-notes.md §9. This module imports nothing, so
 * the web app's first-load shell can use them without pulling in the choice
 * lists, zod or the phone-number metadata.
 */
export const MIN_PHONE_LENGTH_FOR_OTP = 10;
export const OTP_MIN_LENGTH = 6;
export const DEFAULT_COUNTRY_CODE = '+91';
export const LOADING_SCREEN_MS = 3000;
export const TOAST_AUTO_CLOSE_MS = 5000;
/** A list's first page is smaller: on a slow phone its cards show sooner (docs/performance.md). */
export const JOBS_FIRST_PAGE_SIZE = 10;
/** Each "Load more" after it. */
export const JOBS_PAGE_SIZE = 20;
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
/** Files a job seeker may keep in one job's resume folder; the resumes trigger deletes uploads beyond it. */
export const RESUME_FILES_PER_JOB = 5;
/**
 * Files one account may keep in Storage, its job folders (resumes/{uid}/**) and
 * its profile resume together; the resumes trigger deletes an upload beyond it.
 */
export const RESUME_FILES_PER_ACCOUNT = 20;
export const DESCRIPTION_MAX_LENGTH = 5000;
export const PRIVACY_EFFECTIVE_DATE = 'May 17, 2025';
export const TYPING_ANIMATION = { typeSpeedMs: 70, deleteSpeedMs: 50, delayMs: 1500, loop: true } as const;

/** How people reach the team: the footer, the legal pages and the suspension notice. */
export const SUPPORT_EMAIL = 'support@jobsearchindia.in';
