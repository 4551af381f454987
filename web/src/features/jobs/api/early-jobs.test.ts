import { jobSchema } from '@jobsearch/domain/schemas';
import { NO_FILTERS } from '../model/jobs-query';
import { buildJobsQuery } from '../model/list-query';
import { LISTED_JOB_FIELDS, toStructuredQuery } from '../model/rest-query';
import { afterEach, describe, expect, it } from 'vitest';
import { takeEarlyRead, takeSettledEarlyRead, type EarlyReads } from '../../../lib/data/early-reads';
import type { RestDocument } from '../../../lib/data/rest-document';
import { takeEarlyJobsPage } from './early-jobs';

const DB = 'projects/demo-jobsearch/databases/(default)/documents';
const text = (value: string) => ({ stringValue: value });

/** A job as Firestore's REST API sends it. */
function restJob(id: string, extra: RestDocument['fields'] = {}): RestDocument {
  // Every field a string, then the ones that are not.
  const fields: RestDocument['fields'] = {
    ...Object.fromEntries(Object.keys(jobSchema.shape).map((key) => [key, text(key)])),
    charges: text('No'),
    status: text('Active'),
    salaryMin: { integerValue: '15000' },
    salaryMax: { nullValue: null },
    keywords: { arrayValue: { values: [text('fitter')] } },
    searchKeys: { arrayValue: { values: [text('r:Fitter')] } },
    state: text('Maharashtra'),
    city: text('Pune'),
    employerVerified: { booleanValue: false },
    hasMobileNumber: { booleanValue: true },
    openReports: { integerValue: '0' },
    hiddenByReports: { booleanValue: false },
    createdAt: { timestampValue: '2026-11-20T10:00:00.123456Z' },
    updatedAt: { timestampValue: '2026-11-21T10:00:00Z' },
    ...extra,
  };
  return { name: `${DB}/jobs/${id}`, fields };
}

const setEarly = (reads: EarlyReads) => Object.assign(globalThis, { window: { __earlyReads: reads } });
afterEach(() => Reflect.deleteProperty(globalThis, 'window'));

describe("the list's first page read before the SDK (early-jobs.ts)", () => {
  it('draws the jobs Firestore answered, through the job schema, in order, with the last id as the cursor', async () => {
    const answer = Array.from({ length: 10 }, (_, i) => ({ document: restJob(`job-${i}`) }));
    setEarly({ uid: 'u1', jobs: Promise.resolve(answer) });
    const page = await takeEarlyJobsPage('u1');
    expect(page?.jobs.map((job) => job.jobId)).toEqual(answer.map((_, i) => `job-${i}`));
    expect(page?.jobs[0]).toMatchObject({ salaryMin: 15000, salaryMax: null, keywords: ['fitter'], createdAt: new Date('2026-11-20T10:00:00.123Z') });
    expect(page).toMatchObject({ cursor: 'job-9', hasMore: true });
  });

  it('leaves out a job hidden by reports, as the SDK path does, and ends a short page', async () => {
    setEarly({ uid: 'u1', jobs: Promise.resolve([{ document: restJob('a') }, { document: restJob('b', { hiddenByReports: { booleanValue: true } }) }]) });
    expect(await takeEarlyJobsPage('u1')).toMatchObject({ jobs: [{ jobId: 'a' }], cursor: 'b', hasMore: false });
  });

  it("never hands one user's early answer to another, and hands it out once", async () => {
    setEarly({ uid: 'u1', jobs: Promise.resolve([{ document: restJob('a') }]) });
    expect(takeEarlyJobsPage('u2')).toBeUndefined();
    expect(takeEarlyJobsPage('u1')).toBeDefined();
    expect(takeEarlyJobsPage('u1')).toBeUndefined();
  });

  it('stands back for the SDK when the read failed or the answer is not jobs', async () => {
    setEarly({ uid: 'u1', jobs: Promise.resolve(null) });
    expect(await takeEarlyJobsPage('u1')).toBeNull();
    setEarly({ uid: 'u1', jobs: Promise.resolve([{ document: { ...restJob('a'), name: `${DB}/users/a` } }]) });
    expect(await takeEarlyJobsPage('u1')).toBeNull();
  });

  it("asks Firestore the list's own first-page query, without the search's keys", () => {
    const { select, ...query } = toStructuredQuery(buildJobsQuery<never>(NO_FILTERS, null), LISTED_JOB_FIELDS);
    const fields = select!.fields.map((field) => field.fieldPath);
    expect(fields).not.toContain('searchKeys');
    expect(fields).not.toContain('keywords');
    // Every other field of a job, so the page's jobs are whole to the schema.
    expect([...fields, 'searchKeys', 'keywords'].sort()).toEqual(Object.keys(jobSchema.shape).sort());
    expect(query).toEqual({
      from: [{ collectionId: 'jobs' }],
      where: { fieldFilter: { field: { fieldPath: 'status' }, op: 'EQUAL', value: { stringValue: 'Active' } } },
      orderBy: [
        { field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' },
        { field: { fieldPath: '__name__' }, direction: 'DESCENDING' },
      ],
      limit: 10,
    });
  });
});

describe('an early answer taken before the first render (takeSettledEarlyRead)', () => {
  it('takes an answer already in, once, and only for its own user', async () => {
    const answer = [{ document: restJob('a') }];
    const reads: EarlyReads = { uid: 'u1', jobs: Promise.resolve(answer) };
    await reads.jobs;
    expect(await takeSettledEarlyRead('u2', 'jobs', reads)).toBeUndefined();
    expect(await takeSettledEarlyRead('u1', 'jobs', reads)).toBe(answer);
    expect(await takeSettledEarlyRead('u1', 'jobs', reads)).toBeUndefined();
    expect(takeEarlyRead('u1', 'jobs', reads)).toBeUndefined();
  });

  it('leaves an answer still on its way for the page to wait for, as before', async () => {
    let arrive: (value: null) => void = () => undefined;
    const pending = new Promise<null>((resolve) => (arrive = resolve));
    const reads: EarlyReads = { uid: 'u1', profile: pending };
    expect(await takeSettledEarlyRead('u1', 'profile', reads)).toBeUndefined();
    const later = takeEarlyRead('u1', 'profile', reads);
    expect(later).toBe(pending);
    arrive(null);
    expect(await later).toBeNull();
  });
});
