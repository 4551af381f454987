// Jobs and applications written straight into Firestore through the Admin SDK,
// in the shape the web app writes them, for tests that are not about the
// screens or endpoints that create them.
import {
  alertFields,
  alertId,
  alertInputSchema,
  derivedJobFields,
  jobContactFields,
  jobContactPath,
  jobInputSchema,
  newJobFields,
  type AlertInput,
  type JobFormValues,
} from '@jobsearch/domain';
import { adminDb, FieldValue, Timestamp } from './admin';
import { resumeUrl, storeResume } from './files';
import { TRIGGER_WAIT_SECONDS, until } from './eventually';
import { unique } from './unique';

/** A complete, valid posting as the post form fills it. */
export function samplePosting(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    companyName: `Acme ${unique('c')}`,
    jobRole: 'Electrician',
    jobShift: 'Day Shift',
    jobType: 'Field Job',
    salary: '15000 - 25000',
    state: 'Maharashtra',
    city: 'Pune',
    location: 'MG Road',
    degree: 'ITI',
    trade: 'Electrician',
    experience: '1-3 years',
    description: 'Wiring and maintenance.',
    gender: 'Other',
    chargeable: 'No',
    mobileNumber: '9876543210',
    ...overrides,
  };
}

/**
 * Writes a job (with the derived fields the jobs trigger adds, so a search
 * finds it at once) and its private contact, and returns its id. `createdAt`
 * backdates it (updatedAt alike); otherwise both are the server's time.
 */
export async function seedJob(employerId: string, fields: Partial<JobFormValues> & { createdAt?: Date } = {}): Promise<string> {
  const { createdAt, ...overrides } = fields;
  const input = jobInputSchema.parse(samplePosting(overrides));
  const ref = adminDb().collection('jobs').doc();
  const when = createdAt ? Timestamp.fromDate(createdAt) : FieldValue.serverTimestamp();
  const batch = adminDb().batch();
  batch.set(ref, {
    ...newJobFields(input, employerId),
    ...derivedJobFields(input),
    hasMobileNumber: input.mobileNumber !== '',
    createdAt: when,
    updatedAt: when,
  });
  batch.set(adminDb().doc(jobContactPath(ref.id)), jobContactFields(input, employerId));
  await batch.commit();
  return ref.id;
}

export interface NewApplication {
  jobId: string;
  employerId: string;
  seeker: { uid: string; name: string; email: string; phoneNumber: string };
  /** The job's title and company as copied onto the application; 'Electrician' at 'Acme' by default. */
  jobTitle?: string;
  companyName?: string;
  /** Where the resume lives; resumes/{seeker}/{job}/cv.pdf by default. */
  resumePath?: string;
  /**
   * The resume: a URL as given ('' for none), `true` to store a sample PDF at resumePath
   * (or these bytes) and link it; by default a URL of our bucket with no file behind it.
   */
  resume?: string | true | Buffer;
  /** A pipeline status the employer set, with its statusHistory entry. */
  status?: string;
  createdAt?: Date;
}

/** Writes an application as the apply flow leaves it and returns its id ({jobId}_{seekerUid}). */
export async function seedApplication(application: NewApplication): Promise<string> {
  const { jobId, employerId, seeker, status, createdAt } = application;
  const id = `${jobId}_${seeker.uid}`;
  const resumePath = application.resumePath ?? `resumes/${seeker.uid}/${jobId}/cv.pdf`;
  const given = application.resume;
  const resume =
    given === undefined ? resumeUrl(resumePath) : typeof given === 'string' ? given : await storeResume(resumePath, given === true ? undefined : given);
  await adminDb()
    .doc(`applications/${id}`)
    .set({
      jobId,
      jobTitle: application.jobTitle ?? 'Electrician',
      companyName: application.companyName ?? 'Acme',
      employerId,
      applicantId: seeker.uid,
      applicantName: seeker.name,
      email: seeker.email,
      phoneNumber: seeker.phoneNumber,
      resumePath,
      resume,
      ...(status ? { status, statusHistory: { [status]: new Date() } } : {}),
      createdAt: createdAt ?? FieldValue.serverTimestamp(),
    });
  return id;
}

/** Writes a seeker's job alert in slot `slot` as the alerts page saves it and returns its id. */
export async function seedAlert(uid: string, slot: number, input: Partial<AlertInput>): Promise<string> {
  const id = alertId(uid, slot);
  await adminDb()
    .doc(`jobAlerts/${id}`)
    .set({ ...alertFields(uid, alertInputSchema.parse(input)), createdAt: FieldValue.serverTimestamp() });
  return id;
}

/** Polls a document until `done` holds of its data ({} while it is absent) and returns that data; triggers write a moment later. */
export function documentWhen(
  path: string,
  done: (data: Record<string, unknown>) => boolean,
  ms = TRIGGER_WAIT_SECONDS * 1000,
): Promise<Record<string, unknown>> {
  return until(async () => (await adminDb().doc(path).get()).data() ?? {}, done, `${path} never reached the expected state`, ms);
}
