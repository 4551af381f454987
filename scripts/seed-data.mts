/**
 * The demo data of `emulator-data/`, written into running emulators with the
 * Admin SDK. Deterministic (seeded random), so a re-run gives the same data.
 * Run through `npm run seed`, which starts the emulators and exports the result.
 */
import { randomUUID } from 'node:crypto';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import {
  CITIES_BY_STATE,
  DEGREES,
  EXPERIENCE_LEVELS,
  GENDERS,
  JOB_SHIFTS,
  JOB_TYPES,
  TRADES_BY_DEGREE,
  applicationId,
  CANDIDATE_CARDS_COLLECTION,
  candidateCardFields,
  derivedJobFields,
  jobInputSchema,
  newApplicationFields,
  jobContactFields,
  jobContactPath,
  newJobFields,
  sitemapShardOf,
  newThreadFields,
  RESUME_CHECK_KEY,
  RESUME_CHECK_PASSED,
  resumeContentDisposition,
  type ScreeningQuestion,
} from '@jobsearch/domain';
import { recountOverview, writeRecount } from '../functions/src/store/overview.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.mjs';
import { demoAnswers, demoScreeningQuestions, demoWorkProfile } from './seed-matching.mts';
import { samplePdf, seededRandom } from './lib/sample-data.mjs';
import { countApplicants } from '../functions/src/store/job-stats.ts';
import { syncCompanyEntry } from '../functions/src/store/sitemap.ts';

const PROJECT_ID = 'demo-jobsearch';
const BUCKET = `${PROJECT_ID}.appspot.com`;
const app = initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET });
const auth = getAuth(app);
const db = getFirestore(app);
const withStorage = process.env.JOBSEARCH_STORAGE_EMULATOR === '1';

const rand = seededRandom(20250517);
const pick = <T,>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;

const DISTRICTS = [
  'Mumbai City',
  'Mumbai Suburban',
  'Pune',
  'Nagpur',
  'Nashik',
  'Thane',
  'Chhatrapati Sambhajinagar',
  'Kolhapur',
  'Solapur',
  'Palghar',
  'Raigad',
  'Satara',
  'Sangli',
  'Amravati',
];
for (const d of DISTRICTS) if (!CITIES_BY_STATE.Maharashtra.includes(d)) throw new Error(`unknown district ${d}`);
/** A few demo jobs outside Maharashtra (by index): the site covers every state. */
const OUTSIDE_MAHARASHTRA: Readonly<Record<number, { state: keyof typeof CITIES_BY_STATE; city: string }>> = {
  4: { state: 'Karnataka', city: 'Bengaluru Urban' },
  20: { state: 'Gujarat', city: 'Surat' },
  40: { state: 'Bihar', city: 'Patna' },
};
for (const { state, city } of Object.values(OUTSIDE_MAHARASHTRA)) if (!CITIES_BY_STATE[state].includes(city)) throw new Error(`unknown district ${city}`);
const STREETS = [
  'MG Road',
  'FC Road',
  'Link Road',
  'Station Road',
  'MIDC Industrial Area',
  'Civil Lines',
  'Shivaji Nagar',
  'Laxmi Road',
  'Andheri East',
  'Hinjewadi Phase 1',
  'Wagle Estate',
  'Ambad MIDC',
];

/** Roles that suit each degree, so the demo reads like real postings. */
const ROLES_BY_DEGREE: Record<(typeof DEGREES)[number], string[]> = {
  '10th': ['Delivery Boy', 'Security Guard', 'Helper', 'Packer', 'Housekeeper', 'Driver'],
  '12th': ['Data Entry Operator', 'Telecaller', 'Receptionist', 'Sales Associate', 'Cashier', 'Customer Care Executive'],
  ITI: ['Electrician', 'Fitter', 'Welder', 'CNC Operator', 'Machinist', 'Ac Technician'],
  Diploma: ['Junior Engineer', 'Site Supervisor', 'Maintenance Technician', 'Draughtsman', 'Quality Inspector', 'Production Supervisor'],
  BE: ['Software Engineer', 'Civil Engineer', 'Mechanical Engineer', 'Electrical Engineer', 'Site Engineer', 'QA Engineer'],
  Graduation: ['Accountant', 'HR Executive', 'Business Development Executive', 'Content Writer', 'Web Developer', 'Marketing Executive'],
  'Post-Graduation': ['Finance Manager', 'HR Manager', 'Data Scientist', 'Lecturer', 'Product Manager', 'Research Analyst'],
};
const PAY_BY_DEGREE: Record<(typeof DEGREES)[number], [number, number]> = {
  '10th': [10000, 18000],
  '12th': [12000, 22000],
  ITI: [15000, 28000],
  Diploma: [18000, 35000],
  BE: [30000, 80000],
  Graduation: [20000, 45000],
  'Post-Graduation': [40000, 120000],
};

const OPTED_IN_AT = Timestamp.fromDate(new Date('2025-06-02T10:00:00+05:30'));

async function createAccounts() {
  const uids: Record<string, string> = {};
  for (const account of DEMO_ACCOUNTS) {
    // Every demo email counts as proved (emailVerified): mail from the site goes only to a verified address, and the demo should mail.
    await auth.createUser({
      uid: account.uid,
      email: account.email,
      emailVerified: true,
      password: account.password,
      displayName: account.name,
      phoneNumber: account.phoneNumber,
    });
    if (account.role === 'admin') {
      await auth.setCustomUserClaims(account.uid, { admin: true });
    } else {
      await db.doc(`users/${account.uid}`).set({
        name: account.name,
        email: account.email,
        phoneNumber: account.phoneNumber,
        role: account.role,
        ...(demoWorkProfile(account.uid) ? { workProfile: demoWorkProfile(account.uid) } : {}),
        // The demo seekers with a work profile let employers find them (Find candidates is not empty).
        ...(demoWorkProfile(account.uid) ? { findMe: { on: true, at: OPTED_IN_AT } } : {}),
        createdAt: Timestamp.fromDate(new Date('2025-06-01T09:00:00+05:30')),
      });
      const profile = demoWorkProfile(account.uid);
      // The card the trigger keeps for an opted-in seeker (functions/src/store/candidates.ts); the seed runs no functions.
      if (profile)
        await db.doc(`${CANDIDATE_CARDS_COLLECTION}/${account.uid}`).set({ ...candidateCardFields(account.name, profile), lastActiveAt: OPTED_IN_AT });
      // The demo accounts proved their phones when they signed up, long ago: their reports count toward hiding (standing).
      await db.doc(`phoneProofs/${account.uid}`).set({
        phoneNumber: account.phoneNumber,
        provedAt: Timestamp.fromDate(new Date('2025-06-01T09:00:00+05:30')),
      });
    }
    uids[account.email] = account.uid;
  }
  return uids;
}

async function createJobs() {
  const employers = DEMO_ACCOUNTS.filter((a) => a.role === 'employer');
  const now = Date.now();
  const jobs: { id: string; employerId: string; title: string; companyName: string; active: boolean; questions: ScreeningQuestion[] }[] = [];
  const batch = db.batch();
  for (let i = 0; i < 72; i++) {
    const degree = DEGREES[i % DEGREES.length]!;
    const employer = employers[i % employers.length]!;
    const trades = TRADES_BY_DEGREE[degree];
    const [low, high] = PAY_BY_DEGREE[degree];
    const min = Math.round((low + rand() * (high - low) * 0.5) / 500) * 500;
    const max = Math.round((min + (high - low) * (0.2 + rand() * 0.5)) / 500) * 500;
    const jobRole = pick(ROLES_BY_DEGREE[degree]);
    const place = OUTSIDE_MAHARASHTRA[i] ?? { state: 'Maharashtra', city: DISTRICTS[i % DISTRICTS.length]! };
    const input = jobInputSchema.parse({
      companyName: employer.company,
      jobRole,
      jobShift: JOB_SHIFTS[i % JOB_SHIFTS.length],
      jobType: JOB_TYPES[Math.floor(i / 3) % JOB_TYPES.length],
      salary: `${min} - ${max}`,
      state: place.state,
      city: place.city,
      location: pick(STREETS),
      degree,
      trade: trades.length > 1 ? pick(trades) : (trades[0] ?? ''),
      experience: pick(EXPERIENCE_LEVELS),
      description: `${employer.company} is hiring a ${jobRole} in ${place.city}. You will work with a friendly team, get on-the-job training, PF and ESIC benefits, and paid leave. Please bring your resume and an ID proof to the interview.`,
      gender: pick(GENDERS).value,
      chargeable: i % 9 === 0 ? 'Yes' : 'No',
      mobileNumber: i % 4 === 0 ? '' : `98${String(20000000 + i * 137).slice(0, 8)}`,
      status: i % 6 === 5 ? 'Inactive' : 'Active',
      screeningQuestions: demoScreeningQuestions(i, degree),
    });
    // Spread over the last 60 days, newest first by index.
    const created = new Date(now - i * 20 * 3600 * 1000 - Math.floor(rand() * 3600 * 1000));
    const ref = db.collection('jobs').doc(`demo-job-${String(i + 1).padStart(3, '0')}`);
    batch.set(ref, {
      ...newJobFields(input, employer.uid, created),
      ...derivedJobFields(input),
      // Whether the employer gave a number, as the jobs trigger keeps it (the seed is written without Functions).
      hasMobileNumber: input.mobileNumber !== '',
      createdAt: Timestamp.fromDate(created),
      updatedAt: Timestamp.fromDate(created),
    });
    // The number lives in the job's private contact, which listing jobs never reads.
    batch.set(db.doc(jobContactPath(ref.id)), jobContactFields(input, employer.uid));
    jobs.push({
      id: ref.id,
      employerId: employer.uid,
      title: input.jobRole,
      companyName: input.companyName,
      active: input.status === 'Active',
      questions: input.screeningQuestions,
    });
  }
  await batch.commit();
  return jobs;
}

async function createApplications(jobs: Awaited<ReturnType<typeof createJobs>>) {
  const seekers = DEMO_ACCOUNTS.filter((a) => a.role === 'jobseeker');
  const active = jobs.filter((j) => j.active);
  const bucket = getStorage(app).bucket(BUCKET);
  let count = 0;
  for (const [s, seeker] of seekers.entries()) {
    const appliedJobIds: string[] = [];
    for (let k = 0; k < 3; k++) {
      const job = active[(s * 5 + k * 3) % active.length]!;
      const path = `resumes/${seeker.uid}/${job.id}/resume-${seeker.name.split(' ')[0]!.toLowerCase()}.pdf`;
      let url = '';
      if (withStorage) {
        const token = randomUUID();
        await bucket
          .file(path)
          .save(samplePdf([`Resume of ${seeker.name}`, `Applying for: ${job.title}`, 'Experience: 3 years', 'Languages: Marathi, Hindi, English']), {
            contentType: 'application/pdf',
            // As the resumes trigger leaves a checked upload: an attachment, with its mark (importing the seed fires no trigger).
            metadata: {
              contentType: 'application/pdf',
              contentDisposition: resumeContentDisposition(path.split('/').pop()!, 'application/pdf'),
              metadata: { firebaseStorageDownloadTokens: token, [RESUME_CHECK_KEY]: RESUME_CHECK_PASSED },
            },
          });
        url = `http://127.0.0.1:9199/v0/b/${BUCKET}/o/${encodeURIComponent(path)}?alt=media&token=${token}`;
      }
      const { id, fields } = newApplicationFields(
        {
          jobId: job.id,
          applicantName: seeker.name,
          email: seeker.email,
          phoneNumber: seeker.phoneNumber,
          resume: url,
          answers: demoAnswers(s, job.questions),
        },
        { jobRole: job.title, companyName: job.companyName, employerId: job.employerId },
        seeker.uid,
        path,
      );
      if (id !== applicationId(job.id, seeker.uid)) throw new Error('application id mismatch');
      const createdAt = Timestamp.fromDate(new Date(Date.now() - (s * 3 + k) * 5 * 3600 * 1000));
      await db.doc(`applications/${id}`).set({ ...fields, createdAt });
      // Its Messages thread, as the applications trigger opens it (the seed is written without Functions).
      await db.doc(`threads/${id}`).set(newThreadFields(id, fields, createdAt)!);
      appliedJobIds.unshift(job.id); // the first is the newest: marks are kept newest last
      count++;
    }
    // The "Applied" marks in the seeker's inbox, as the applications trigger keeps them.
    await db.doc(`inboxes/${seeker.uid}`).set({ uid: seeker.uid, appliedJobIds });
  }
  return count;
}

/** The sitemap's stored copy, as the jobs trigger keeps it (the seed is written without Functions): the Active jobs' last changes. */
async function writeSitemapShards() {
  const active = await db.collection('jobs').where('status', '==', 'Active').select('updatedAt').get();
  const shards = new Map<string, Record<string, number>>();
  for (const job of active.docs) {
    const shard = sitemapShardOf(job.id);
    shards.set(shard, { ...shards.get(shard), [job.id]: (job.get('updatedAt') as Timestamp).toMillis() });
  }
  await Promise.all([...shards].map(([shard, entries]) => db.doc(`sitemapShards/${shard}`).set({ entries })));
}

await createAccounts();
const jobs = await createJobs();
const applications = await createApplications(jobs);
await writeSitemapShards();
// The employers' company pages in the sitemap, with the jobs trigger's own code.
for (const employerId of new Set(jobs.map((job) => job.employerId))) await syncCompanyEntry(db, employerId);
// Posted Jobs' counts, as the applications trigger keeps them (the seed is written without Functions), with the trigger's own code.
for (const job of jobs) await countApplicants(db, job.id);
// The admin Overview's counters, as the counting triggers would have kept them (the seed is written without Functions).
await writeRecount(db, await recountOverview(db));
console.log(
  `Seeded ${DEMO_ACCOUNTS.length} accounts, ${jobs.length} jobs (${jobs.filter((j) => !j.active).length} Inactive), ${applications} applications${withStorage ? ' with resumes' : ' WITHOUT resume files (no Storage emulator)'}.`,
);
