/**
 * The search box at scale: seeds jobs with the fields the jobs trigger
 * derives (the old `keywords` and the new `searchKeys`) into the running
 * emulator (ids bench-search-NNNNNN, not into the committed seed), first
 * 10,000 then up to 100,000, and at each size times a few searches two ways
 * with the Admin SDK (median of a few runs):
 *   - today's (before): equalities for the filters, the longest word an
 *     array-contains on `keywords`, the other words checked on each page read
 *     (up to five pages, as the site read them); a total only for one word;
 *   - keys (now): one array-contains-any on `searchKeys` (web/src/features/jobs/model/jobs-query.ts)
 *     and Firestore's count() beside the first page.
 * Reads are billed documents: each document returned, and one per 1,000 index
 * entries a count() goes over (at least one). The emulator has no indexes (it
 * scans), so its latencies grow with the collection either way; the reads are
 * what a real database bills.
 *
 * The jobs go to a project of their own (SEARCH_PROJECT_ID), which no function
 * watches: in the site's project each write fired four triggers, and the
 * functions emulator was still working through 400,000 of them while the
 * searches were timed. The seeder writes the derived fields itself.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import {
  CITIES_BY_STATE,
  DEGREES,
  derivedJobFields,
  jobFiltersSchema,
  jobInputSchema,
  JOB_ROLES,
  JOB_SHIFTS,
  JOB_TYPES,
  matchesSearchWords,
  newJobFields,
  searchPlan,
  TRADES_BY_DEGREE,
  type JobFilters,
} from '@jobsearch/domain';
import { buildJobsQuery } from '../../web/src/features/jobs/model/jobs-query';
import { median, random } from './jobs-at-scale.mts';

/** A project no trigger watches, on the same Firestore emulator. */
export const SEARCH_PROJECT_ID = 'demo-jobsearch-bench-search';

function searchDb() {
  const app = getApps().find((candidate) => candidate.name === SEARCH_PROJECT_ID) ?? initializeApp({ projectId: SEARCH_PROJECT_ID }, SEARCH_PROJECT_ID);
  return getFirestore(app);
}

const COMPANIES = ['Sahyadri Infra', 'Deccan Motors', 'Konkan Foods', 'Godavari Textiles', 'Vidarbha Logistics', 'Shree Sai Engineering', 'Bhima Pharma'];
const DESCRIPTIONS = [
  (role: string, city: string) => `We are hiring a ${role} in ${city}. Night and day shifts, PF and ESIC, canteen.`,
  (role: string, city: string) => `${role} needed at our ${city} plant. Freshers with ITI welcome; training given.`,
  () => 'अनुभवी वेल्डर और हेल्पर चाहिए। रात की शिफ्ट, कैंटीन और बस सुविधा।',
  () => 'इलेक्ट्रिशियन पाहिजे. नागपूर प्लांट, अनुभव २ वर्षे, पीएफ.',
];
/** Roles people search for most, weighted in beside the 308 of the list. */
const COMMON_ROLES = ['Welder', 'Electrician', 'Driver', 'Helper', 'Fitter', 'Security Guard'];

/** Writes jobs `from`..`to`-1 with their derived fields, as the trigger would; 1 in 6 Inactive. */
export async function seedSearchJobs(from: number, to: number): Promise<{ ms: number; avgKeys: number; avgBytes: number }> {
  const rand = random(34 + from);
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
  const db = searchDb();
  const started = performance.now();
  const writer = db.bulkWriter({ throttling: false });
  let keys = 0;
  let bytes = 0;
  const now = Date.now();
  for (let i = from; i < to; i++) {
    const degree = pick(DEGREES);
    const trades = TRADES_BY_DEGREE[degree];
    const jobRole = rand() < 0.4 ? pick(COMMON_ROLES) : pick(JOB_ROLES);
    const city = pick(CITIES_BY_STATE.Maharashtra);
    const min = 8000 + Math.round(rand() * 40) * 1000;
    const input = jobInputSchema.parse({
      companyName: pick(COMPANIES),
      jobRole,
      jobShift: pick(JOB_SHIFTS),
      jobType: pick(JOB_TYPES),
      salary: `${min} - ${min + 10000}`,
      state: 'Maharashtra',
      city,
      location: 'MIDC',
      degree,
      trade: trades.length ? pick(trades) : '',
      experience: '1-3 years',
      description: pick(DESCRIPTIONS)(jobRole, city),
      gender: 'Other',
      chargeable: 'No',
      mobileNumber: '',
      status: i % 6 === 5 ? 'Inactive' : 'Active',
    });
    const created = new Date(now - i * 60_000);
    const fields = { ...newJobFields(input, `bench-employer-${i % 50}`, created), ...derivedJobFields({ ...input, title: input.jobRole }) };
    keys += fields.searchKeys.length;
    if (i % 100 === 0) bytes += JSON.stringify(fields).length;
    void writer.set(db.doc(`jobs/bench-search-${String(i).padStart(6, '0')}`), {
      ...fields,
      createdAt: Timestamp.fromDate(created),
      updatedAt: Timestamp.fromDate(created),
    });
  }
  await writer.close();
  const count = to - from;
  return { ms: performance.now() - started, avgKeys: Math.round(keys / count), avgBytes: Math.round(bytes / Math.ceil(count / 100)) };
}

export const SEARCHES: { label: string; filters: Partial<JobFilters> }[] = [
  { label: '"welder"', filters: { q: 'welder' } },
  { label: '"welder pune"', filters: { q: 'welder pune' } },
  { label: '"welder pune night"', filters: { q: 'welder pune night' } },
  { label: '"वेल्डर पुणे"', filters: { q: 'वेल्डर पुणे' } },
  { label: '"electrican" + district Nagpur', filters: { q: 'electrican', city: 'Nagpur' } },
];

export interface SearchFigure {
  ms: number;
  reads: number;
  shown: number;
  total: number | null;
}

const countReads = (count: number) => Math.max(1, Math.ceil(count / 1000));

/** Today's approach (before the keys): equalities, the longest word on keywords, the rest on up to five pages of the first fetch. */
async function before(filters: JobFilters): Promise<SearchFigure> {
  const started = performance.now();
  let query: FirebaseFirestore.Query = searchDb().collection('jobs').where('status', '==', 'Active');
  if (filters.degree) query = query.where('degree', '==', filters.degree);
  if (filters.jobType) query = query.where('jobType', '==', filters.jobType);
  if (filters.city) query = query.where('city', '==', filters.city);
  const plan = searchPlan(filters.q);
  if (plan.keyword) query = query.where('keywords', 'array-contains', plan.keyword);
  query = query.orderBy('createdAt', 'desc');
  let reads = 0;
  let shown = 0;
  let total: number | null = null;
  const counting = plan.rest.length === 0 ? query.count().get() : null;
  let cursor: FirebaseFirestore.QueryDocumentSnapshot | null = null;
  for (let round = 0; round < 5 && shown === 0; round++) {
    const page = await (cursor ? query.startAfter(cursor) : query).limit(round === 0 ? 10 : 20).get();
    reads += page.size;
    shown += page.docs.filter((doc) => matchesSearchWords(doc.data() as never, plan.rest)).length;
    if (page.size < (round === 0 ? 10 : 20)) break;
    cursor = page.docs.at(-1)!;
  }
  if (counting) {
    total = (await counting).data().count;
    reads += countReads(total);
  }
  return { ms: performance.now() - started, reads, shown, total };
}

/** Now: the site's own query (one array-contains-any on the keys) and its count(). */
async function withKeys(filters: JobFilters): Promise<SearchFigure> {
  const started = performance.now();
  const description = buildJobsQuery(filters);
  let query: FirebaseFirestore.Query = searchDb().collection('jobs');
  for (const clause of description.where) query = query.where(clause.field, clause.op, clause.value);
  query = query.orderBy('createdAt', 'desc');
  const [page, counted] = await Promise.all([query.limit(description.limit).get(), description.clientTerms.length ? null : query.count().get()]);
  const total = counted ? counted.data().count : null;
  return { ms: performance.now() - started, reads: page.size + (total === null ? 0 : countReads(total)), shown: page.size, total };
}

export interface SearchTimings {
  jobs: number;
  /** How the last batch of jobs was written, and how big its jobs are. */
  seeding?: { ms: number; avgKeys: number; avgBytes: number };
  rows: { label: string; before: SearchFigure; keys: SearchFigure }[];
}

/**
 * Each search `runs` times both ways (one unmeasured first run each); the medians, with the reads
 * and results of the last run. At 100,000 jobs one run each and no first run: the emulator scans
 * the collection once per key of a query, some seconds a query, and the reads (what production
 * bills) are the same in every run.
 */
export async function timeSearches(jobs: number, runs = jobs >= 50_000 ? 1 : 3): Promise<SearchTimings> {
  const rows: SearchTimings['rows'] = [];
  for (const { label, filters } of SEARCHES) {
    const full = { ...jobFiltersSchema.parse({}), ...filters };
    if (runs > 1) {
      await before(full);
      await withKeys(full);
    }
    const a: SearchFigure[] = [];
    const b: SearchFigure[] = [];
    for (let i = 0; i < runs; i++) {
      a.push(await before(full));
      b.push(await withKeys(full));
    }
    const summary = (figures: SearchFigure[]): SearchFigure => ({ ...figures.at(-1)!, ms: median(figures.map((f) => f.ms)) });
    rows.push({ label, before: summary(a), keys: summary(b) });
  }
  return { jobs, rows };
}
