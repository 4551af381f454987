/**
 * The error catalogue of docs/spec-notes.md §8, word for word, plus the few messages
 * this project adds (marked "ours"). Screens and functions import these; no
 * user-facing text is typed twice.
 */
export const MESSAGES = {
  // Jobs list
  jobsLoadFailed: 'Failed to load jobs. Please try again later.',
  jobsLoading: 'Loading jobs...',
  invalidJobListFormat: 'Invalid data format. Expected an array.',
  noJobsFound: 'No jobs found.',
  // Jobs list: experience (ours)
  jobNoLongerAccepting: 'This job is no longer accepting applications.', // ours
  jobLinkUnavailable: 'This job is not available any more. It may have been filled or removed.', // ours
  jobsDistrictLabel: 'District', // ours
  jobsAllDistricts: 'All districts', // ours
  jobsMinSalaryLabel: 'Minimum salary', // ours
  jobsAnySalary: 'Any salary', // ours
  jobsClearDistrict: 'Clear the district filter', // ours
  jobsClearMinSalary: 'Clear the minimum salary filter', // ours

  // Apply
  applyFailed: '\u274c Failed to apply. Please try again.',
  applySucceeded: '\u2705 Your job application was submitted successfully!',
  resumeUploading: 'Wait for 3 seconds resume is uploading...',
  acceptTerms: 'Please accept the terms and conditions to proceed.',
  mustBeLoggedInToApply: 'You must be logged in to apply for a job.',
  uploadResumeFirst: 'Please upload your resume before submitting.',
  alreadyApplied: 'You have already applied for this job.',
  verifiedEmployer: 'Verified employer', // ours
  applyContactFromProfile: 'Your name, email and phone are sent from your profile; change them on the Profile page.', // ours
  resumeUploadFailed: 'The resume could not be uploaded. Please try again.', // ours
  myApplicationsLoading: 'Loading your applications...', // ours
  myApplicationsLoadFailed: 'Failed to load your applications. Please try again later.', // ours
  noApplicationsYet: 'You have not applied for any jobs yet.', // ours

  // Guards
  loginFirst: 'Login First to access the content',
  employersCannotViewJobs: "Access denied: Employers can't view job listings.",
  notAuthorizedToPost: 'You are not authorized to post a job.',
  employersOnly: 'Only employers can open this page.', // ours
  jobseekersOnly: 'Only job seekers can open this page.', // ours

  // Post a job
  jobPosted: 'Job posted successfully!',
  jobPostFailedPrefix: 'Failed to post job: ',
  confirmPost: 'Please review the details and press Post Job again to confirm.', // ours

  // Posted jobs
  statusChangeNotOk: 'Failed to change the job status. Please try again.',
  statusChangeThrew: 'An error occurred while changing the job status.',
  employerJobsLoadFailed: 'Your jobs could not be loaded. Please refresh the page.', // ours

  // Applications
  resumeLinkMissing: 'Resume link is missing',
  noApplicants: 'No applicants have applied for your jobs yet.',
  applicantsLoading: 'Loading applications...', // ours
  applicantsLoadFailed: 'The applications could not be loaded. Please refresh the page.', // ours

  // Profile
  profileUpdated: 'Profile updated successfully!',
  profileUpdateFailed: 'Error updating profile.',

  // Phone and OTP
  recaptchaFailed: 'Failed to initialize security verification. Please refresh and try again.',
  invalidPhone: 'Please enter a valid phone number.',
  invalidPhoneForgot: 'Please enter a valid phone number',
  otpSent: 'OTP sent successfully.',
  otpSentForgot: 'OTP sent to your mobile number',
  otpSendFailed: 'Failed to send OTP. Ensure phone number is correct.',
  otpSendFailedForgot: 'Failed to send OTP. Please try again.',
  requestOtpFirst: 'Please request OTP first.',
  invalidOtp: 'Invalid OTP.',
  invalidOtpForgot: 'Invalid OTP. Please try again.',
  otpVerified: 'OTP Verified Successfully!',
  otpVerifiedForgot: 'OTP verified successfully',

  // Registration and login
  registrationFailed: 'Registration failed. Please check the details and try again.',
  registrationSucceeded: 'Registration successful. Please log in.',
  loginFailed: 'Login failed. Please check your Email/Password.',
  invalidCredentialsOrData: 'Invalid credentials or data.',
  loginSucceeded: 'Login Successful',
  networkError: 'Something went wrong. Please try again.',
  // The catalogue's wording for a login whose data (here the role) is wrong, and what was wrong (ours).
  phoneAlreadyUsed: 'This phone number is already linked to another account.', // ours

  // Password reset
  passwordResetSucceeded: 'Password reset successfully',
  passwordResetFailed: 'Password reset failed',
  passwordResetError: 'Error resetting password',
  passwordsDontMatch: "Passwords don't match",

  // Admin
  adminBlankInput: 'Please enter both email and password to log in.',
  adminInvalidCredentials: 'Invalid credentials',
  adminLoadFailed: 'Failed to load data. Please try again.....',
  adminLoading: 'Loading data...', // ours
  // Admin: verified employers
  adminVerified: 'Verified', // ours
  adminNotVerified: 'Not verified', // ours
  adminVerifyDone: 'The employer is marked verified.', // ours
  adminUnverifyDone: 'The verification was withdrawn.', // ours
  adminVerifyFailed: 'The verification could not be changed. Please try again.', // ours

  // Sign-up, forgot password and profile
  emailAlreadyUsed: 'This email address is already registered. Please log in instead.', // ours
  noAccountForPhone: 'No account is registered with this phone number.', // ours
  verifyNewPhoneFirst: 'Please verify the new phone number with an OTP before saving.', // ours
  reauthRequired: 'For your security, please enter your current password to save these changes.', // ours
  wrongCurrentPassword: 'The current password is not correct.', // ours
  // Mail goes only to an address its owner proved (Firebase Auth's email verification)
  verifyEmailPrompt: 'Verify your email to get updates by mail', // ours
  sendVerificationMail: 'Send verification mail', // ours
  verificationMailFailed: 'The verification mail could not be sent. Please try again in a few minutes.', // ours

  // Trust: proved phones, bans, login throttle
  accountBanned: 'This phone number or email address cannot be used to sign up.', // ours
  phoneNotVerified: 'Please verify your phone number with an OTP on the website before posting jobs or applying.', // ours
  phoneChangeNeedsOtp: 'To change your phone number, sign in on the website and verify the new number with an OTP.', // ours
  tooManyFailedLogins: 'Too many failed logins. Please wait a few minutes and try again.', // ours
  // Profile: the person's own data (DPDP Act 2023)
  downloadMyData: 'Download my data', // ours
  deleteMyAccount: 'Delete my account', // ours
  deleteAccountPassword: 'Enter your password to confirm it is you.', // ours
  accountDeleted: 'Your account and its data were deleted.', // ours
  accountDeleteFailed: 'Your account could not be deleted. Please try again.', // ours
  dataDownloadFailed: 'Your data could not be downloaded. Please try again.', // ours
  verifyPhoneInProfile:
    'Your phone number is not verified yet. Please verify it with an OTP in your Profile (Edit, then Send OTP) before posting jobs or applying.', // ours

  // Reports and the Chargeable warning (ours)
  reportJob: 'Report this job', // ours
  reportJobTitle: 'Report this job', // ours
  reportReasonLabel: 'Reason', // ours
  reportNoteLabel: 'Note (optional)', // ours
  reportSubmit: 'Send report', // ours
  reportSent: 'Thank you. The report was sent to the admin.', // ours
  reportFailed: 'The report could not be sent. Please try again.', // ours
  alreadyReported: 'You have already reported this job.', // ours
  reportNoteTooLong: 'The note must be at most 500 characters.', // ours
  verifyPhoneToSaveReportAlert:
    'Only accounts with a verified phone number can save jobs, report jobs or create job alerts. Please verify your phone with an OTP in your Profile (Edit, then Send OTP).', // ours
  adminAutoHiddenTitle: 'Jobs hidden by reports', // ours
  adminAutoHiddenNone: 'No job has been hidden by reports.', // ours
  adminReportCounts: 'Counts toward hiding', // ours
  chargeableWarning: 'This employer says the job is chargeable. JobSearch India never asks job seekers for money: do not pay anyone for a job.', // ours
  adminReportsTab: 'Reports', // ours
  adminDismissReports: 'Dismiss', // ours
  adminDeactivateJob: 'Deactivate job', // ours
  adminDeleteEmployer: 'Delete employer', // ours
  adminConfirmDismiss: 'Dismiss the reports of this job? It returns to the job list.', // ours
  adminConfirmDeactivate: 'Deactivate this job? Job seekers will no longer see it.', // ours
  adminReportsDismissed: 'The reports were dismissed.', // ours
  adminJobDeactivated: 'The job was deactivated.', // ours
  adminReportActionFailed: 'That did not work. Please try again.', // ours

  // Employers' numbers, revealed one job at a time (ours)
  showNumber: 'Show number', // ours
  showingNumber: 'Getting the number…', // ours
  proveToSeeNumber: "Verify your phone number with an OTP in your Profile to see employers' numbers.", // ours
  numberFailed: 'The number could not be shown. Please try again.', // ours

  // The employer's side (all ours)
  mobileNumberHint: 'Indian mobile number, for example 98765 43210 or +91 98765 43210', // ours
  employerHomeLead: 'Post your openings and meet the people who apply, all in one place.', // ours
  employerHomeTitle: 'Your hiring', // ours
  employerHomeIntro: 'Everything you need to hire, one click away.', // ours
  employerPostJob: 'Post a Job', // ours
  employerPostJobText: 'Describe the job in a few minutes; job seekers see it at once.', // ours
  employerPostedJobs: 'Posted Jobs', // ours
  employerPostedJobsText: 'Edit, post again, switch Active or Inactive, or delete your jobs.', // ours
  employerApplications: 'Applications', // ours
  employerApplicationsText: 'See who applied to each job, with their resumes and phone numbers.', // ours
  employerTileMore: 'Open', // ours
  untitledJob: 'Untitled job', // ours
  editJob: 'Edit', // ours
  postAgain: 'Post again', // ours
  deleteJob: 'Delete', // ours
  deleteJobTitle: 'Delete this job?', // ours
  deleteJobConfirmLabel: 'Delete job', // ours
  jobDeleted: 'The job was deleted.', // ours
  jobDeleteFailed: 'The job could not be deleted. Please try again.', // ours
  editJobPageTitle: 'Edit Job', // ours
  jobLoadingForEdit: 'Loading the job...', // ours
  jobNotYours: 'This job was not found, or it is not yours.', // ours
  saveChanges: 'Save Changes', // ours
  savingChanges: 'Saving...', // ours
  confirmSave: 'Please review the details and press Save Changes again to confirm.', // ours
  jobUpdated: 'Job updated successfully!', // ours
  jobUpdateFailedPrefix: 'Failed to update job: ', // ours
  draftRestored: 'Your unposted draft was restored.', // ours
  draftKept: 'Your draft is kept on this device until you post it or discard it.', // ours
  discardDraft: 'Discard draft', // ours
  discardDraftTitle: 'Discard this draft?', // ours
  discardDraftConfirm: 'The form is emptied and the draft is removed from this device.', // ours
  draftDiscarded: 'The draft was discarded.', // ours
  leavePageTitle: 'Leave this page?', // ours
  leaveNewJob: 'This job is not posted yet. Your draft stays on this device until you post it or discard it.', // ours
  leaveEditJob: 'Your changes to this job are not saved and will be lost.', // ours
  leavePage: 'Leave', // ours
  // Experience (ours)
  profilePasswordRow: 'Password', // ours
  profilePhoneSaved: 'New phone number verified and saved.', // ours
  profileCancelKeepsPhone:
    'Cancel does not undo a verified phone number: it is already saved. To use your old number again, enter it and verify it with an OTP.', // ours
  adminSearchHints: {
    users: 'Matches name, email and phone.',
    employers: 'Matches name, email and phone.',
    jobs: 'Matches job role and company.',
    applications: 'Matches applicant name, email, phone, job and company.',
  }, // ours
  adminSearching: 'Searching...', // ours
  adminResumeLink: 'Resume', // ours
  // Hiring pipeline (ours): an application's status, notifications, saved jobs, job alerts
  statusUnknown: 'Please choose a status of the list.', // ours
  applicationStatusChangeFailed: 'The application status could not be changed. Please try again.', // ours
  notYourApplicant: 'Only the employer of the job can change the status of this application.', // ours
  interviewWhenRequired: 'Please enter the date and time of the interview.', // ours
  interviewPlaceRequired: 'Please enter the place of the interview, or choose phone call.', // ours
  interviewPlaceTooLong: 'The place must be at most 200 characters.', // ours
  interviewPhoneNoPlace: 'A phone-call interview has no place.', // ours
  interviewOnlyWithStatus: 'An interview is set only with the Interview status.', // ours
  interviewInPast: 'The interview must be in the future.', // ours
  interviewTooFar: 'The interview must be within a year from today.', // ours
  interviewPhoneCall: 'Phone call', // ours
  notSelectedReasonUnknown: 'Please choose a reason of the list.', // ours
  reasonOnlyWithNotSelected: 'A reason is given only with Not selected.', // ours
  savedJobClosed: 'This job is closed.', // ours
  alertQueryTooLong: 'The search words must be at most 100 characters and 10 words.', // ours
  alertInvalidFilter: 'This alert has a filter that is not one of the lists.', // ours
  alertNeedsFilter: 'Choose at least one filter or search word before creating a job alert.', // ours
  alertsFull: 'You already have 10 job alerts. Remove one to create another.', // ours
  // The seeker's screens (ours)
  statusTimelineLabel: 'Status history', // ours
  notificationsEmpty: 'No notifications yet.', // ours
  notificationsLoadFailed: 'Notifications could not be loaded. Please try again later.', // ours
  notificationNew: 'New', // ours
  saveJob: 'Save job', // ours
  savedJobButton: 'Saved', // ours
  saveJobFailed: 'The job could not be saved. Please try again.', // ours
  unsaveJob: 'Unsave', // ours
  unsaveJobFailed: 'The job could not be removed from your saved jobs. Please try again.', // ours
  savedJobsLoading: 'Loading your saved jobs...', // ours
  savedJobsLoadFailed: 'Your saved jobs could not be loaded. Please try again later.', // ours
  noSavedJobs: 'You have not saved any jobs yet. Press Save job on a job to keep it here.', // ours
  savedJobDeleted: 'This job was removed by its employer.', // ours
  savedJobView: 'View job', // ours
  createJobAlert: 'Create job alert', // ours
  alertCreated: 'Job alert created. We will tell you when a matching job is posted.', // ours
  alertCreateFailed: 'The job alert could not be created. Please try again.', // ours
  alertRemove: 'Remove', // ours
  alertRemoved: 'Job alert removed.', // ours
  alertRemoveFailed: 'The job alert could not be removed. Please try again.', // ours
  alertsLoadFailed: 'Your job alerts could not be loaded. Please try again later.', // ours
  yourJobAlerts: 'Your job alerts', // ours
  noAlerts: 'No job alerts yet. On Jobs, choose filters or search words and press Create job alert.', // ours
  noProfileResume: 'There is no resume on your profile yet. Upload one in your Profile, or choose a file.', // ours
  resumeFolderFull: 'This job already holds 5 resume files of yours. Delete one before adding another.', // ours
  resumeAccountFull: 'Your account already holds 20 resume files, the most it may keep.', // ours
  resumeStillChecking: 'Your resume is still being checked. Please try again in a moment.', // ours
  resumeBeingChecked: 'This resume is still being checked. Please try again in a minute.', // ours
  // Hiring pipeline screens (ours): the employer's Applications and Posted Jobs, the profile resume
  applicantStatusColumn: 'Status', // ours
  applicantStatusFilter: 'Filter by status', // ours
  applicantStatusAll: 'All statuses', // ours
  applicantStatusMovePlaceholder: 'Move to…', // ours
  applicantStatusFinal: 'No further step', // ours
  applicantAppliedOn: 'Applied on', // ours
  applicantInterview: 'Interview', // ours
  applicantNotSelectedReason: 'Reason', // ours
  interviewWhenLabel: 'Date and time (IST)', // ours: typed in India's time, whatever the device's zone
  interviewPlaceLabel: 'Place', // ours
  interviewPhoneCallHint: 'Tick for a phone call; otherwise say where the interview is.', // ours
  notSelectedReasonLabel: 'Reason (optional)', // ours
  notSelectedNoReason: 'No reason given', // ours
  profileResumeTitle: 'Resume on your profile', // ours
  profileResumeIntro: 'Keep one resume here and the apply form offers it. Every application keeps the copy it was sent with.', // ours
  profileResumeNone: 'No resume saved yet.', // ours
  profileResumeChoose: 'Upload a resume', // ours
  profileResumeReplace: 'Replace resume', // ours
  profileResumeRemove: 'Remove resume', // ours
  profileResumeRemoveConfirm: 'Remove the resume from your profile? Applications you already sent keep their copy.', // ours
  profileResumeSaved: 'Your resume is saved on your profile.', // ours
  profileResumeRemoved: 'The resume was removed from your profile.', // ours
  profileResumeRemoveFailed: 'The resume could not be removed. Please try again.', // ours
  profileResumeLoadFailed: 'Your saved resume could not be read. Please refresh the page.', // ours
  applyUploadNewResume: 'Upload a new file', // ours
} as const;

/** The name every document title ends with (ours). */
export const SITE_NAME = 'JobSearch India';

/**
 * Each route's own document title (ours): app/routes.tsx gives each
 * route `handle: { title }` from here, and app/DocumentTitle.tsx writes
 * `{title} · JobSearch India` (Home: the site's own title, as index.html has it).
 */
export const PAGE_TITLES = {
  home: 'Find Your Dream Job',
  login: 'Login or Sign Up',
  adminLogin: 'Admin Login',
  about: 'About',
  terms: 'Terms and Conditions',
  privacy: 'Privacy Policy',
  postedJobs: 'Your Posted Jobs',
  jobs: 'Available Jobs',
  jobDetails: 'Job Details',
  postJob: 'Post a New Job',
  editJob: MESSAGES.editJobPageTitle,
  applications: 'Applications',
  profile: 'My Profile',
  myApplications: 'My Applications',
  savedJobs: 'Saved Jobs',
  admin: 'Admin Dashboard',
  notFound: 'Page not found',
  findCandidates: 'Find candidates',
  company: 'Company',
  messages: 'Messages',
} as const;

/** The document title of a page: "Available Jobs · JobSearch India"; Home keeps index.html's. */
export function documentTitle(title: string | undefined): string {
  if (!title || title === PAGE_TITLES.home) return `${SITE_NAME}: ${PAGE_TITLES.home}`;
  return `${title} \u00b7 ${SITE_NAME}`;
}
