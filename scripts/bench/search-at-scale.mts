/**
 * The search box at scale: makes jobs with the fields the jobs trigger
 * derives (the old `keywords` and the new `searchKeys`; ids bench-search-NNNNNN,
 * never in the committed seed) at each size of BENCH_SEARCH_JOBS and runs a few
 * searches two ways. Up to BENCH_SEARCH_TIMED_UP_TO jobs they are written into
 * the running emulator and timed with the Admin SDK (median of two runs); at
 * every size the same jobs are also run through both ways' filters in memory
 * (searchReadsInMemory), which is all there is above it:
 *   - today's (before): equalities for the filters, the longest word an
 *     array-contains on `keywords`, the other words checked on each page read
 *     (up to five pages, as the site read them); a total only for one word;
 *   - keys (now): one array-contains-any on `searchKeys` (web/src/features/jobs/model/list-query.ts)
 *     and Firestore's count() beside the first page.
 * Reads are billed documents: each document returned, and one per 1,000 index
 * entries a count() goes over (at least one). The emulator has no indexes: for
 * each key of a query it builds and sorts the index entries of the whole
 * collection, so its latencies grow with the collection either way (at 10,000
 * jobs of some 400 keys it ran out of its 6 GB heap); the reads are what a real
 * database bills.
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
import { buildJobsQuery } from '../../web/src/features/jobs/model/list-query';
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

type SearchJob = ReturnType<typeof newJobFields> & ReturnType<typeof derivedJobFields>;

/** Jobs `from`..`to`-1 with their derived fields, as the trigger would write them, newest first; 1 in 6 Inactive. */
function* searchJobs(from: number, to: number): Generator<{ i: number; fields: SearchJob; created: Date }> {
  const rand = random(34 + from);
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
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
    yield { i, created, fields: { ...newJobFields(input, `bench-employer-${i % 50}`, created), ...derivedJobFields({ ...input, title: input.jobRole }) } };
  }
}

/** Writes jobs `from`..`to`-1 (searchJobs) into the bench's own project. */
export async function seedSearchJobs(from: number, to: number): Promise<{ ms: number; avgKeys: number; avgBytes: number }> {
  const db = searchDb();
  const started = performance.now();
  const writer = db.bulkWriter({ throttling: false });
  let keys = 0;
  let bytes = 0;
  for (const { i, fields, created } of searchJobs(from, to)) {
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
  /** Null where the emulator could not time it (searchReadsInMemory). */
  ms: number | null;
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

/** The page sizes today's list read, one round after another, until a page showed a job (before()). */
const BEFORE_PAGES = [10, 20, 20, 20, 20];

/** Whether a job is one a query of these clauses returns (what Firestore would match). */
function matchesWhere(job: SearchJob, keys: ReadonlySet<string>, where: ReturnType<typeof buildJobsQuery>['where']): boolean {
  return where.every((clause) => {
    if (clause.op === '==') return job[clause.field] === clause.value;
    if (clause.op === 'array-contains-any') return clause.value.some((key) => keys.has(key));
    return job.salaryMax !== null && job.salaryMax >= clause.value;
  });
}

/**
 * Both ways' reads, results and totals at each size without the emulator: their queries' filters
 * run over the same jobs in memory, made newest first as the queries order them (searchJobs, the
 * same batches as the seeding). What Firestore would return and bill at a size whose queries the
 * emulator cannot time; at the sizes it times, timeSearches checks that the two agree.
 */
export function searchReadsInMemory(sizes: readonly number[]): Map<number, { label: string; before: SearchFigure; keys: SearchFigure }[]> {
  const searches = SEARCHES.map(({ label, filters }) => {
    const full = { ...jobFiltersSchema.parse({}), ...filters };
    const plan = searchPlan(full.q);
    return { label, full, plan, query: buildJobsQuery(full), beforeMatched: 0, beforeShows: [] as boolean[], keysMatched: 0 };
  });
  const out = new Map<number, { label: string; before: SearchFigure; keys: SearchFigure }[]>();
  let from = 0;
  for (const size of sizes) {
    for (const { fields: job } of searchJobs(from, size)) {
      const keys = new Set(job.searchKeys);
      for (const search of searches) {
        const { full, plan } = search;
        const before =
          job.status === 'Active' &&
          (!full.degree || job.degree === full.degree) &&
          (!full.jobType || job.jobType === full.jobType) &&
          (!full.city || job.city === full.city) &&
          (!plan.keyword || job.keywords.includes(plan.keyword));
        if (before && search.beforeMatched++ < 90) search.beforeShows.push(matchesSearchWords(job, plan.rest));
        if (matchesWhere(job, keys, search.query.where)) search.keysMatched++;
      }
    }
    from = size;
    out.set(
      size,
      searches.map((search) => {
        let reads = 0;
        let shown = 0;
        let at = 0;
        for (let round = 0; round < BEFORE_PAGES.length && shown === 0; round++) {
          const page = Math.min(BEFORE_PAGES[round]!, search.beforeMatched - at);
          reads += page;
          shown += search.beforeShows.slice(at, at + page).filter(Boolean).length;
          at += page;
          if (page < BEFORE_PAGES[round]!) break;
        }
        const beforeTotal = search.plan.rest.length === 0 ? search.beforeMatched : null;
        if (beforeTotal !== null) reads += countReads(beforeTotal);
        const page = Math.min(search.query.limit, search.keysMatched);
        const keysTotal = search.query.clientTerms.length ? null : search.keysMatched;
        return {
          label: search.label,
          before: { ms: null, reads, shown, total: beforeTotal },
          keys: { ms: null, reads: page + (keysTotal === null ? 0 : countReads(keysTotal)), shown: page, total: keysTotal },
        };
      }),
    );
  }
  return out;
}

export interface SearchTimings {
  jobs: number;
  /** How the last batch of jobs was written, and how big its jobs are. */
  seeding?: { ms: number; avgKeys: number; avgBytes: number };
  rows: { label: string; before: SearchFigure; keys: SearchFigure }[];
  /** How the figures were had: timed on the emulator, or counted in memory (searchReadsInMemory). */
  how: 'emulator' | 'memory';
  /** Where the emulator's reads or totals differ from the ones counted in memory (none expected). */
  disagreements?: string[];
}

/**
 * Each search `runs` times both ways; the medians, with the reads and results of the last run. No
 * unmeasured first run: a query here takes seconds (the emulator's scan), its JIT warm-up nothing.
 */
export async function timeSearches(jobs: number, runs = 2): Promise<SearchTimings> {
  const rows: SearchTimings['rows'] = [];
  for (const { label, filters } of SEARCHES) {
    const full = { ...jobFiltersSchema.parse({}), ...filters };
    const a: SearchFigure[] = [];
    const b: SearchFigure[] = [];
    for (let i = 0; i < runs; i++) {
      a.push(await before(full));
      b.push(await withKeys(full));
    }
    const summary = (figures: SearchFigure[]): SearchFigure => ({ ...figures.at(-1)!, ms: median(figures.map((f) => f.ms ?? 0)) });
    rows.push({ label, before: summary(a), keys: summary(b) });
  }
  return { jobs, rows, how: 'emulator' };
}

/** Where the emulator's reads, results or totals differ from those counted in memory. */
export function disagreements(timed: SearchTimings['rows'], counted: SearchTimings['rows']): string[] {
  const out: string[] = [];
  timed.forEach((row, index) => {
    for (const way of ['before', 'keys'] as const) {
      const [a, b] = [row[way], counted[index]![way]];
      if (a.reads !== b.reads || a.shown !== b.shown || a.total !== b.total)
        out.push(`${row.label} (${way}): emulator ${a.reads} reads, ${a.shown} shown, total ${a.total}; in memory ${b.reads}, ${b.shown}, ${b.total}`);
    }
  });
  return out;
}
