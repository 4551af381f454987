// Writes firestore.indexes.json: one composite index for every query shape of
// docs/contracts.md ("Queries"). Run `node scripts/gen-indexes.mjs` after a
// query changes; `--check` only compares and exits 1 when the file is stale.
//
// Each query is equality filters (in a fixed order) [+ an array-contains]
// [+ a range filter], then orderBy createdAt desc. A query with no filter needs
// no composite index (Firestore's automatic single-field indexes serve it), so
// it is left out. A range filter on another field than the order (the
// seekers' salaryMax >= minimum) is ordered by Firestore after createdAt, in
// the direction of the last orderBy (the SDKs' normalized order: createdAt
// desc, salaryMax desc, __name__ desc), so its index ends with salaryMax
// DESCENDING after createdAt.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const FILE = join(ROOT, 'firestore.indexes.json');

/** Every subset of a list, in the list's order. */
function subsets(items) {
  return items.reduce((all, item) => [...all, ...all.map((s) => [...s, item])], [[]]);
}

/**
 * The query shapes: collection, equality fields always present, optional
 * equality fields (every combination), optional array-contains field.
 */
const QUERIES = [
  // Seeker's list (web and API): status == 'Active' [+ searchKeys array-contains-any, every filter
  // and search term in one key] [+ salaryMax >= minimum]; the count aggregation runs the same query.
  // A new filter is a new kind of search element (domain/src/search), not a new index.
  { collection: 'jobs', always: ['status'], optional: [], contains: 'searchKeys', range: 'salaryMax' },
  // A public job page's similar open jobs: status == 'Active' + jobRole (trade and city have theirs above).
  { collection: 'jobs', always: ['status', 'jobRole'], optional: [] },
  // Employer's jobs: employerId == uid [+ status].
  { collection: 'jobs', always: ['employerId'], optional: ['status'] },
  // Admin: jobs [+ status] [+ date].
  { collection: 'jobs', always: [], optional: ['status', 'date'] },
  // Employer's applicants: employerId == uid [+ jobId] [+ status] (the Applications filters).
  { collection: 'applications', always: ['employerId'], optional: ['jobId', 'status'] },
  // Seeker's applications: applicantId == uid.
  { collection: 'applications', always: ['applicantId'], optional: [] },
  // Admin: users [+ role]; applications (no filter: single-field index).
  { collection: 'users', always: [], optional: ['role'] },
  // The hiring pipeline: a user's notifications, newest first (the bell's count is in their inbox).
  { collection: 'notifications', always: ['userId'], optional: [] },
  // A seeker's invitations to apply, newest first (My Applications).
  { collection: 'invitations', always: ['seekerId'], optional: [] },
];

/** Indexes of other shapes, as they are. */
const OTHER_INDEXES = [
  // A person's message threads, the latest message first: an employer's by employerId, a seeker's by applicantId.
  ...['employerId', 'applicantId'].map((field) => ({
    collectionGroup: 'threads',
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: field, order: 'ASCENDING' },
      { fieldPath: 'lastMessageAt', order: 'DESCENDING' },
    ],
  })),
  // The admin's open conversation reports, the oldest unhandled first (status == 'open', createdAt ascending).
  {
    collectionGroup: 'threadReports',
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'status', order: 'ASCENDING' },
      { fieldPath: 'createdAt', order: 'ASCENDING' },
    ],
  },
  // A seeker's saved jobs, newest first.
  {
    collectionGroup: 'savedJobs',
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'userId', order: 'ASCENDING' },
      { fieldPath: 'savedAt', order: 'DESCENDING' },
    ],
  },
  // The alerts a new job may match by salary alone: key == 'salary' and minSalary <= the job's salaryMax (docs/decisions.md).
  {
    collectionGroup: 'jobAlerts',
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'key', order: 'ASCENDING' },
      { fieldPath: 'minSalary', order: 'ASCENDING' },
    ],
  },
];

const ORDER = { fieldPath: 'createdAt', order: 'DESCENDING' };

function indexesOf({ collection, always, optional, contains, range }) {
  const out = [];
  for (const chosen of subsets(optional)) {
    const equalities = [...always, ...chosen];
    for (const withContains of contains ? [false, true] : [false]) {
      for (const withRange of range ? [false, true] : [false]) {
        if (equalities.length === 0 && !withContains && !withRange) continue; // orderBy alone: automatic index
        const fields = [
          ...(withContains ? [{ fieldPath: contains, arrayConfig: 'CONTAINS' }] : []),
          ...equalities.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' })),
          ORDER,
          ...(withRange ? [{ fieldPath: range, order: 'DESCENDING' }] : []),
        ];
        out.push({ collectionGroup: collection, queryScope: 'COLLECTION', fields });
      }
    }
  }
  return out;
}

// Find candidates (web/src/features/find-candidates): searchKeys array-contains one key (education,
// trade, district and skill together), then lastActiveAt desc, with any of three range filters
// (experienceYears >=, expectedSalary <=, availableFrom <=), which the SDK orders after lastActiveAt by
// field name, in its direction. The count aggregation runs the same query.
const CANDIDATE_INDEXES = subsets(['availableFrom', 'expectedSalary', 'experienceYears']).map((ranges) => ({
  collectionGroup: 'candidateCards',
  queryScope: 'COLLECTION',
  fields: [
    { fieldPath: 'searchKeys', arrayConfig: 'CONTAINS' },
    { fieldPath: 'lastActiveAt', order: 'DESCENDING' },
    ...ranges.map((fieldPath) => ({ fieldPath, order: 'DESCENDING' })),
  ],
}));

const seen = new Set();
const indexes = [...QUERIES.flatMap(indexesOf), ...OTHER_INDEXES, ...CANDIDATE_INDEXES].filter((index) => {
  const key = JSON.stringify(index);
  if (seen.has(key)) return false;
  seen.add(key);
  return true;
});

// Long free text is never filtered or sorted on: no single-field index for it. The search keys
// (hundreds a job) are only queried with status and the order, through the composite indexes.
const fieldOverrides = [
  { collectionGroup: 'jobs', fieldPath: 'description', indexes: [] },
  { collectionGroup: 'jobs', fieldPath: 'searchKeys', indexes: [] },
  { collectionGroup: 'candidateCards', fieldPath: 'searchKeys', indexes: [] },
];

const text = `${JSON.stringify({ indexes, fieldOverrides }, null, 2)}\n`;

if (process.argv.includes('--check')) {
  const current = readFileSync(FILE, 'utf8');
  if (current !== text) {
    console.error('firestore.indexes.json is stale: run node scripts/gen-indexes.mjs');
    process.exit(1);
  }
  console.log(`firestore.indexes.json is up to date (${indexes.length} composite indexes).`);
} else {
  writeFileSync(FILE, text);
  console.log(`Wrote firestore.indexes.json: ${indexes.length} composite indexes.`);
}
