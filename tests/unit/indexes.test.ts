import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

it('firestore.indexes.json is what scripts/gen-indexes.mjs makes from the query shapes', () => {
  const run = spawnSync(process.execPath, ['scripts/gen-indexes.mjs', '--check'], { encoding: 'utf8' });
  expect(run.stderr + run.stdout).not.toMatch(/stale|differ/i);
  expect(run.status).toBe(0);
});

// Every filter combination of the seekers' list (and its count, the same query) has its
// composite index, ordered as Firestore runs it: array-contains(-any), equalities, createdAt desc, then the
// range field in the last orderBy's direction (the SDK's normalized order).
it("every filter combination of the seekers' list query has its composite index", async () => {
  const { readFileSync } = await import('node:fs');
  const { NO_FILTERS } = await import('../../web/src/features/jobs/model/jobs-query');
  const { buildJobsQuery } = await import('../../web/src/features/jobs/model/list-query');
  const file = JSON.parse(readFileSync('firestore.indexes.json', 'utf8')) as { indexes: { collectionGroup: string; fields: object[] }[] };
  const have = new Set(file.indexes.filter((i) => i.collectionGroup === 'jobs').map((i) => JSON.stringify(i.fields)));
  const options = {
    degree: ['', 'ITI'],
    trade: ['', 'Fitter'],
    jobType: ['', 'Field Job'],
    city: ['', 'Pune'],
    q: ['', 'b.com iti'],
    minSalary: [0, 15000],
  } as const;
  let combos: Record<string, unknown>[] = [{}];
  for (const [key, values] of Object.entries(options)) combos = combos.flatMap((c) => values.map((v) => ({ ...c, [key]: v })));
  expect(combos).toHaveLength(64);
  for (const combo of combos) {
    const q = buildJobsQuery({ ...NO_FILTERS, ...combo });
    const contains = q.where.filter((w) => w.op === 'array-contains-any').map((w) => ({ fieldPath: w.field, arrayConfig: 'CONTAINS' }));
    const equalities = q.where.filter((w) => w.op === '==').map((w) => ({ fieldPath: w.field, order: 'ASCENDING' }));
    const ranges = q.where.filter((w) => w.op === '>=').map((w) => ({ fieldPath: w.field, order: 'DESCENDING' }));
    const needed = [...contains, ...equalities, { fieldPath: 'createdAt', order: 'DESCENDING' }, ...ranges];
    expect(have.has(JSON.stringify(needed)), `index for ${JSON.stringify(combo)}`).toBe(true);
  }
  expect(file.indexes.length).toBeLessThanOrEqual(200); // Firestore's composite index limit per database
  // Filters are search keys, not indexes: the search keys' two indexes serve every filter combination.
  expect(file.indexes.filter((i) => i.collectionGroup === 'jobs' && JSON.stringify(i.fields).includes('searchKeys')).length).toBe(2);
  expect(file.indexes.length).toBeLessThan(100);
});

// Find candidates: one array-contains key, lastActiveAt desc, then each range filter set, by field
// name in the last orderBy's direction (the SDK's normalized order); the count runs the same query.
it('every filter combination of Find candidates has its composite index', async () => {
  const { readFileSync } = await import('node:fs');
  const { NO_CANDIDATE_FILTERS } = await import('@jobsearch/domain/candidates');
  const { buildCandidatesQuery } = await import('../../web/src/features/find-candidates/model/candidates-query');
  const file = JSON.parse(readFileSync('firestore.indexes.json', 'utf8')) as { indexes: { collectionGroup: string; fields: object[] }[] };
  const have = new Set(file.indexes.filter((i) => i.collectionGroup === 'candidateCards').map((i) => JSON.stringify(i.fields)));
  for (const minYears of [null, 2])
    for (const maxSalary of [null, 20000])
      for (const availableBy of ['', '2026-12-01']) {
        const plan = buildCandidatesQuery({ ...NO_CANDIDATE_FILTERS, trade: 'Welder', degree: 'ITI', minYears, maxSalary, availableBy });
        const ranges = plan.ranges.map((r) => r.field).sort();
        const needed = [
          { fieldPath: 'searchKeys', arrayConfig: 'CONTAINS' },
          { fieldPath: 'lastActiveAt', order: 'DESCENDING' },
          ...ranges.map((fieldPath) => ({ fieldPath, order: 'DESCENDING' })),
        ];
        expect(have.has(JSON.stringify(needed)), `index for ${JSON.stringify(plan)}`).toBe(true);
      }
  expect(have.size).toBe(8);
});
