// One place that connects the rules tests to the emulators, names the actors
// and seeds the world every case starts from.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { deleteApp, initializeApp, setLogLevel } from 'firebase/app';
import { connectFirestoreEmulator, doc, getFirestore, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import {
  applicationId,
  derivedJobFields,
  jobContactFields,
  jobContactPath,
  jobInputSchema,
  newApplicationFields,
  newJobFields,
  type JobFormValues,
} from '@jobsearch/domain';
import { RULES_PROJECT_ID } from '../../support/emulators';

/** The rules suite's own project (tests/support/emulators.ts says why). */
export const PROJECT_ID = RULES_PROJECT_ID;
export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
export const OUTPUT_DIR = fileURLToPath(new URL('../output/', import.meta.url));

/** host:port of an emulator, from the environment `firebase emulators:exec` sets, else firebase.json's port. */
export function emulatorHost(envVar: 'FIRESTORE_EMULATOR_HOST' | 'FIREBASE_STORAGE_EMULATOR_HOST'): { host: string; port: number } {
  const fallback = envVar === 'FIRESTORE_EMULATOR_HOST' ? '127.0.0.1:8080' : '127.0.0.1:9199';
  const value = (process.env[envVar] || fallback).replace(/^https?:\/\//, '');
  const at = value.lastIndexOf(':');
  return { host: value.slice(0, at), port: Number(value.slice(at + 1)) };
}

export function readRules(file: 'firestore.rules' | 'storage.rules'): string {
  return readFileSync(`${ROOT}/${file}`, 'utf8');
}

setLogLevel('error');

export async function firestoreEnvironment(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { ...emulatorHost('FIRESTORE_EMULATOR_HOST'), rules: readRules('firestore.rules') },
  });
}

/**
 * A test file's Firestore environment: made once by `create`, the seed written
 * afresh before each case, cleared and closed at the end. Returns its getter
 * for the policy tables (read when a case runs).
 */
export function useSeededFirestore(create: () => Promise<RulesTestEnvironment> = firestoreEnvironment): () => RulesTestEnvironment {
  let testEnv: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    testEnv = await create();
  });
  beforeEach(async () => {
    await testEnv!.clearFirestore();
    await seed(testEnv!);
  });
  afterAll(async () => {
    if (!testEnv) return;
    await testEnv.clearFirestore();
    await closeOwnerFirestore(testEnv);
    await testEnv.cleanup();
  });
  return () => testEnv!;
}

// ---- Actors ----------------------------------------------------------------

export const ACTORS = ['visitor', 'seeker', 'seeker2', 'employer', 'employer2', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];

export const UID = {
  seeker: 'seeker-1',
  seeker2: 'seeker-2',
  employer: 'employer-1',
  employer2: 'employer-2',
  admin: 'admin-1',
} as const satisfies Record<Exclude<Actor, 'visitor'>, string>;

/**
 * The phone each signed-in actor proved with an OTP: their ID token's
 * `phone_number`, and the phone of their seeded profile (firestore.rules
 * require the two to match for a profile, a job or an application).
 */
export const PHONE = {
  seeker: '+919876543210',
  seeker2: '+919876543211',
  employer: '+919876543212',
  employer2: '+919876543213',
  admin: '+919876543214',
} as const satisfies Record<Exclude<Actor, 'visitor'>, string>;

/**
 * The address Firebase Auth holds for each signed-in actor: their ID token's
 * `email`, and the email of their seeded profile (firestore.rules require the
 * two to be the same).
 */
export const EMAIL = {
  seeker: 'asha@example.in',
  seeker2: 'ravi@example.in',
  employer: 'meera@example.in',
  employer2: 'kiran@example.in',
  admin: 'admin@example.in',
} as const satisfies Record<Exclude<Actor, 'visitor'>, string>;

/** The uid an actor signs in with; a visitor has none, so writes "as themselves" aim at this id. */
export function uidOf(actor: Actor): string {
  return actor === 'visitor' ? 'visitor-without-account' : UID[actor];
}

/**
 * The actor's context: a visitor is unauthenticated; everyone else carries
 * the phone they proved (`phone_number`) and their Auth email (`email`), the
 * admin also the custom claim admin: true. `token` replaces claims (e.g.
 * `phone_number: undefined`: no proved phone; `email`: a changed address).
 */
export function contextOf(env: RulesTestEnvironment, actor: Actor, token: Record<string, unknown> = {}): RulesTestContext {
  // One context (one Firestore client and its connection) per actor and claims for the file, not
  // one per case: each new client opens a connection of its own, which costs both sides more than
  // the case itself. The clients only get and write on the server, so nothing carries over.
  const key = JSON.stringify([actor, token], (_, value: unknown) => (value === undefined ? UNSET_CLAIM : value));
  let contexts = contextsOf.get(env);
  if (!contexts) contextsOf.set(env, (contexts = new Map()));
  let context = contexts.get(key);
  if (!context) {
    context = actor === 'visitor' ? env.unauthenticatedContext() : env.authenticatedContext(UID[actor], claimsOf(actor, token));
    contexts.set(key, context);
  }
  return context;
}

const contextsOf = new WeakMap<RulesTestEnvironment, Map<string, RulesTestContext>>();
const UNSET_CLAIM = '\u0000unset';

function claimsOf(actor: Exclude<Actor, 'visitor'>, token: Record<string, unknown>): Record<string, unknown> {
  const claims: Record<string, unknown> = { phone_number: PHONE[actor], email: EMAIL[actor], ...(actor === 'admin' ? { admin: true } : {}), ...token };
  for (const key of Object.keys(claims)) if (claims[key] === undefined) delete claims[key];
  return claims;
}

export function firestoreOf(env: RulesTestEnvironment, actor: Actor): Firestore {
  return contextOf(env, actor).firestore() as unknown as Firestore;
}

// ---- Documents, built with the domain's own helpers ---------------------------

/** A complete, valid Post a New Job form (domain jobInputSchema accepts it). */
export const JOB_FORM: JobFormValues = {
  companyName: 'Acme Tools',
  jobRole: 'Fitter',
  jobShift: 'Day Shift',
  jobType: 'Industry Job',
  salary: '15,000 - 20,000',
  state: 'Maharashtra',
  city: 'Pune',
  location: '12 MG Road, Camp',
  degree: 'ITI',
  trade: 'Fitter',
  experience: '1-3 years',
  description: 'Fits and assembles machine parts.',
  gender: 'Other',
  chargeable: 'No',
  mobileNumber: '9876543210',
  status: 'Active',
};

export type Fields = Record<string, unknown>;

/** The job document the app writes: newJobFields() of the parsed form, with server timestamps. */
export function jobFields(employerId: string, form: Partial<JobFormValues> = {}): Fields {
  return {
    ...newJobFields(jobInputSchema.parse({ ...JOB_FORM, ...form }), employerId),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  };
}

/** A profile as sign-up writes it; the phone defaults to the job seeker's proved one. */
export function profileFields(role: 'jobseeker' | 'employer', name = 'Asha Patil', phoneNumber: string = PHONE.seeker): Fields {
  return { name, email: `${name.split(' ')[0]!.toLowerCase()}@example.in`, phoneNumber, role, createdAt: serverTimestamp() };
}

/** The resume path the app uploads to: resumes/{uid}/{jobId}/{fileName}. */
export function resumePath(uid: string, jobId: string, fileName = 'resume.pdf'): string {
  return `resumes/${uid}/${jobId}/${fileName}`;
}

/**
 * The bucket the committed firestore.rules name (storageUrlPrefixes(): the
 * emulators' project demo-jobsearch, whatever project this suite runs as).
 */
export const RULES_BUCKET = 'demo-jobsearch.appspot.com';

/** The Storage download URL of a path, as the SDK's getDownloadURL() gives it (here from the emulator). */
export function downloadUrlOf(path: string, host = 'http://127.0.0.1:9199', bucket = RULES_BUCKET): string {
  return `${host}/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media&token=0d5c1e2a`;
}

/**
 * The application document the app writes: newApplicationFields() with the
 * job's copied fields and the applicant's contact from their profile.
 */
export function applicationFields(
  jobId: string,
  applicantId: string,
  job: { title: string; jobRole: string; companyName: string; employerId: string },
): { id: string; fields: Fields } {
  const path = resumePath(applicantId, jobId);
  const profile = (SEED.users as Record<string, Fields | undefined>)[applicantId] ?? profileFields('jobseeker', 'Asha Patil');
  const contact = { applicantName: profile.name as string, email: profile.email as string, phoneNumber: profile.phoneNumber as string };
  const { id, fields } = newApplicationFields({ jobId, ...contact, resume: downloadUrlOf(path) }, job, applicantId, path);
  return { id, fields: { ...fields, createdAt: serverTimestamp() } };
}

// ---- The world every case starts from --------------------------------------

export const JOB = {
  /** employer-1's Active job (ITI Fitter, Industry Job, Pune); seeker-1 applied to it. */
  active: 'job-active',
  /** employer-1's Inactive job. */
  inactive: 'job-inactive',
  /** employer-2's Active job (Graduation BCA, Office Job, Mumbai City). */
  other: 'job-other',
} as const;

export const OTHER_JOB_FORM: Partial<JobFormValues> = {
  companyName: 'Bright Soft',
  jobRole: 'Software Developer',
  jobType: 'Office Job',
  city: 'Mumbai City',
  degree: 'Graduation',
  trade: 'BCA',
  chargeable: 'Yes',
  salary: '40000',
};

export const SEED = {
  users: {
    [UID.seeker]: profileFields('jobseeker', 'Asha Patil', PHONE.seeker),
    [UID.seeker2]: profileFields('jobseeker', 'Ravi Kulkarni', PHONE.seeker2),
    [UID.employer]: profileFields('employer', 'Meera Shah', PHONE.employer),
    [UID.employer2]: profileFields('employer', 'Kiran Desai', PHONE.employer2),
    // The admin has no users doc: the custom claim alone makes an admin.
  },
  jobs: {
    // With the derived fields the jobs trigger has written since (the others are still pending).
    [JOB.active]: { ...jobFields(UID.employer), ...derivedJobFields(jobInputSchema.parse(JOB_FORM)) },
    [JOB.inactive]: jobFields(UID.employer, { jobRole: 'Welder', trade: 'Welder', status: 'Inactive' }),
    [JOB.other]: jobFields(UID.employer2, OTHER_JOB_FORM),
  },
  /** The private contacts (the numbers) of the Active jobs; the Inactive job has none yet. */
  contacts: {
    [JOB.active]: jobContactFields(jobInputSchema.parse(JOB_FORM), UID.employer),
    [JOB.other]: jobContactFields(jobInputSchema.parse({ ...JOB_FORM, ...OTHER_JOB_FORM, mobileNumber: '9123456780' }), UID.employer2),
  },
};

/** seeker-1's application to employer-1's Active job. */
export const SEEDED_APPLICATION = applicationFields(JOB.active, UID.seeker, SEED.jobs[JOB.active] as never);

export async function seed(env: RulesTestEnvironment): Promise<void> {
  const db = ownerFirestore(env);
  const batch = writeBatch(db);
  for (const [uid, fields] of Object.entries(SEED.users)) batch.set(doc(db, 'users', uid), fields);
  for (const [jobId, fields] of Object.entries(SEED.jobs)) batch.set(doc(db, 'jobs', jobId), fields);
  for (const [jobId, fields] of Object.entries(SEED.contacts)) batch.set(doc(db, jobContactPath(jobId)), fields);
  batch.set(doc(db, 'applications', SEEDED_APPLICATION.id), SEEDED_APPLICATION.fields);
  await batch.commit();
}

/** Runs a write with rules off, for the few cases that need a different world. */
export async function asAdminSdk(env: RulesTestEnvironment, write: (db: Firestore) => Promise<unknown>): Promise<void> {
  await write(ownerFirestore(env));
}

/**
 * A client that writes past the rules, kept for the file. It is what
 * `withSecurityRulesDisabled` makes for each call (the emulator takes the token "owner" as an
 * administrator's), without a new client and connection before every case.
 */
function ownerFirestore(env: RulesTestEnvironment): Firestore {
  let db = ownerClients.get(env);
  if (!db) {
    const app = initializeApp({ projectId: env.projectId }, `rules-owner-${env.projectId}-${ownerClients.size}-${Date.now()}`);
    db = getFirestore(app);
    const { host, port } = emulatorHost('FIRESTORE_EMULATOR_HOST');
    connectFirestoreEmulator(db, host, port, { mockUserToken: 'owner' });
    ownerClients.set(env, db);
  }
  return db;
}

const ownerClients = new Map<RulesTestEnvironment, Firestore>();

async function closeOwnerFirestore(env: RulesTestEnvironment): Promise<void> {
  const db = ownerClients.get(env);
  ownerClients.delete(env);
  if (db) await deleteApp(db.app);
}

export { applicationId };
