// GET /api/jobs/filter?q=: several words in any script, typos, with the filters, the same jobs as the site, and the total.
import { jobFiltersSchema, jobHasTerms, type SearchableJobText } from '@jobsearch/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildJobsQuery } from '../../web/src/features/jobs/model/list-query';
import { adminDb, createUser, seedJob, unique, type TestUser } from '../support';
import { call, expectFieldError } from './helpers';

let seeker: TestUser, employer: TestUser;
let tag: string, welderPune: string, welderPuneNight: string, welderNagpur: string, electricianNagpur: string, hindiText: string, hidden: string;

beforeAll(async () => {
  [seeker, employer] = await Promise.all([createUser({ role: 'jobseeker' }), createUser({ role: 'employer' })]);
  tag = unique('Srch').toLowerCase();
  const job = (fields: Record<string, string>) => seedJob(employer.uid, { degree: 'ITI', description: `Work at the ${tag} site.`, ...fields });
  welderPune = await job({ jobRole: 'Welder', trade: 'Welder', city: 'Pune', jobShift: 'Day Shift' });
  welderPuneNight = await job({ jobRole: 'Welder', trade: 'Welder', city: 'Pune', jobShift: 'Night Shift' });
  welderNagpur = await job({ jobRole: 'Welder', trade: 'Welder', city: 'Nagpur', jobShift: 'Night Shift' });
  electricianNagpur = await job({ jobRole: 'Electrician', trade: 'Electrician', city: 'Nagpur', jobType: 'Field Job' });
  hindiText = await job({ jobRole: 'Fabrication hand', trade: '', degree: '10th', city: 'Pune', description: `${tag} चाकण प्लांट में अनुभवी वेल्डर चाहिए` });
  hidden = await job({ jobRole: 'Welder', trade: 'Welder', city: 'Pune', jobShift: 'Night Shift' });
  await adminDb().doc(`jobs/${hidden}`).update({ openReports: 3, hiddenByReports: true });
});

async function search(query: string) {
  const started = performance.now();
  const answer = await call('GET', `/api/jobs/filter?${query}&limit=100`, { token: seeker.token });
  // The search's time on the emulators, for docs/performance.md (printed, not asserted: the machine is shared).
  console.info(`[search-time] ${Math.round(performance.now() - started)} ms ${decodeURIComponent(query).replace(tag, '').trim()}`);
  expect(answer.status).toBe(200);
  return { ids: (answer.body as { jobId: string }[]).map((j) => j.jobId).sort(), total: answer.headers.get('x-total-count') };
}
const q = (text: string) => `q=${encodeURIComponent(`${text} ${tag}`)}`;

describe('GET /api/jobs/filter?q= in every script and spelling', () => {
  it('हिन्दी and मराठी names find the English jobs, and Devanagari text finds its English role', async () => {
    expect(await search(q('वेल्डर पुणे'))).toEqual({ ids: [welderPune, welderPuneNight, hindiText].sort(), total: '3' });
    expect(await search(q('इलेक्ट्रिशियन नागपूर'))).toEqual({ ids: [electricianNagpur], total: '1' });
    expect((await search(q('चाकण'))).ids).toEqual([hindiText]);
  });

  it('typing mistakes and romanised spellings', async () => {
    expect((await search(q('weldr nagpr'))).ids).toEqual([welderNagpur]);
    expect((await search(q('electrican'))).ids).toEqual([electricianNagpur]);
    expect((await search(q('welder poona'))).ids).toEqual([welderPune, welderPuneNight, hindiText].sort());
  });

  it('several words mean all of them, with the filters, and the total is counted (hidden jobs left out)', async () => {
    expect(await search(q('welder night'))).toEqual({ ids: [welderPuneNight, welderNagpur].sort(), total: '2' });
    expect(await search(`${q('welder')}&city=Pune`)).toEqual({ ids: [welderPune, welderPuneNight, hindiText].sort(), total: '3' });
    // Four terms (a district and three words): the query carries three, the fourth is checked on the page; no total then.
    expect(await search(`${q('welder night')}&city=Pune`)).toEqual({ ids: [welderPuneNight], total: null });
    expect(await search(`${q('welder pune night')}&degree=ITI&jobType=Industry%20Job`)).toMatchObject({ total: null });
    expect((await search(`${q('welder pune night')}&degree=ITI`)).ids).toEqual([welderPuneNight]);
  });

  it('a PIN code among the words is its place; an unknown PIN is refused with its message', async () => {
    // 411001 is Pune: it replaces the Nagpur filter and leaves the words.
    expect(await search(`${q('welder 411001')}&state=Maharashtra&city=Nagpur`)).toEqual({ ids: [welderPune, welderPuneNight, hindiText].sort(), total: '3' });
    const refused = await call('GET', `/api/jobs/filter?${q('welder 999999')}`, { token: seeker.token });
    expectFieldError(refused, 'q');
    expect(refused.body.error.details).toEqual({ q: 'We do not know PIN code 999999. Choose the state and district instead.' });
  });

  it("answers the jobs the site's own query finds for the same filters", async () => {
    const filters = { ...jobFiltersSchema.parse({}), q: `वेल्डर night ${tag}`, city: 'Pune' };
    const site = buildJobsQuery(filters);
    let query: FirebaseFirestore.Query = adminDb().collection('jobs');
    for (const clause of site.where) query = query.where(clause.field, clause.op, clause.value);
    const read = await query.orderBy('createdAt', 'desc').get();
    const shown = read.docs.filter((doc) => {
      const job = doc.data() as SearchableJobText & { hiddenByReports?: boolean };
      return !job.hiddenByReports && jobHasTerms(job, site.clientTerms);
    });
    const api = await search(`q=${encodeURIComponent(filters.q)}&city=Pune`);
    expect(api.ids).toEqual(shown.map((doc) => doc.id).sort());
    expect(api.ids).toEqual([welderPuneNight]);
  });
});
