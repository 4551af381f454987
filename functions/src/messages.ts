/**
 * Messages only the HTTP API gives (ours): no screen shows them, so they are
 * not in the domain catalogue. Everything the screens share comes from
 * `@jobsearch/domain`'s MESSAGES.
 */
import { MESSAGES } from '@jobsearch/domain';

export const API_MESSAGES = {
  invalidInput: 'Some fields are missing or invalid.',
  badRequest: 'The request could not be understood.',
  unknownField: 'This field is not accepted here.',
  malformedJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is larger than 1 MB.',
  unsupportedMediaType: 'Send the request body as JSON (Content-Type: application/json).',
  notFoundPath: 'There is no such path.',
  methodNotAllowed: (method: string, allowed: string) => `${method} is not allowed here; use ${allowed}.`,
  internal: 'Something went wrong on our side. Please try again.',

  signInFirst: 'Sign in first: send Authorization: Bearer <Firebase ID token>.',
  badToken: 'The ID token is invalid, expired or revoked. Sign in again.',
  appCheckInvalid: 'The App Check token is invalid or expired.',
  appCheckRequired: 'This API accepts only requests from the JobSearch India app: send X-Firebase-AppCheck.',
  noProfile: 'This account has no job-search profile.',
  adminOnly: 'Only an administrator may do this.',
  seekersOnly: 'Only job seekers can apply for jobs.',
  seekersRevealNumbers: "Only job seekers can ask for an employer's number; employers read their own jobs' numbers in their list.",
  ownJobsOnly: 'You can see and change only the jobs you posted.',
  ownApplicantsOnly: 'You can see only the applicants to your own jobs.',
  ownProfileOnly: 'You can update only your own profile.',
  workProfileSeekersOnly: 'Only a job seeker has a work profile.',
  phoneSignInRequired: 'Verify this phone number with an OTP first, then send the ID token of that phone sign-in.',
  phoneSignInTooOld: 'The phone verification is too old. Verify the phone number again.',

  jobNotFound: 'There is no job with this id.',
  jobNotActive: MESSAGES.jobNoLongerAccepting,
  userNotFound: 'There is no job seeker with this id.',
  employerNotFound: 'There is no employer with this id.',
  applicationNotFound: 'There is no application with this id.',
  invitationNotFound: 'There is no invitation to you with this id.',
  invitationAnswered: 'This invitation was answered already.',
  employersInvite: 'Only employers can invite job seekers to apply.',
  seekersAnswerInvitations: 'Only the job seeker invited can answer an invitation.',
  profileNotFound: 'There is no profile for this user.',
  accountNotFound: 'There is no account with this id.',
  cannotBanAdmin: 'An administrator cannot be banned.',
  accountBanned: 'The account was banned and deleted.',
  noAccountForPhone: 'No account is registered with this phone number.',
  emailAlreadyUsed: 'An account with this email already exists.',
  unknownCursor: 'The `after` cursor names no item of this list.',
  invalidId: 'This is not a valid id.',
  resumeNotOwnUpload: 'The resume must be the download link of a file you uploaded for this job, under resumes/{your id}/{jobId}/ in our Storage.',
  tooManyAttempts: 'Too many sign-in attempts. Please try again later.',
  signInUnavailable: 'Sign-in is not available right now. Please try again later.',
  deleted: (what: string) => `The ${what} was deleted.`,
  employerVerified: 'The employer is marked verified.',
  companyNameToVerify: 'Name the company to verify: this employer has posted no job yet.',
  jobDeactivated: 'The job was deactivated and its reports resolved.',
  employerUnverified: 'The employer is no longer marked verified.',
} as const;
