// Firestore security rules: the policy matrix, forgeries and the app's real
// queries, against the Firestore emulator. Closes by saving the emulator's
// rule coverage report and naming the rule expressions no case evaluated.
import { describe, expect, it } from 'vitest';
import { useSeededFirestore } from './support/env.js';
import { reportCoverage } from './support/coverage.js';
import { usersPolicy } from './firestore/users.js';
import { jobsPolicy } from './firestore/jobs.js';
import { applicationsPolicy } from './firestore/applications.js';
import { queriesPolicy } from './firestore/queries.js';
import { provedPhonesAndBansPolicy } from './firestore/proved-phones-and-bans.js';
import { verificationsPolicy } from './firestore/verifications.js';
import { reportsPolicy } from './firestore/reports.js';
import { employerJobsPolicy } from './firestore/employer-jobs.js';
import { jobsSearchPolicy } from './firestore/jobs-search.js';
import { pipelinePolicy, savedJobsAndAlertsPolicy } from './firestore/pipeline.js';
import { standingPolicy } from './firestore/standing.js';
import { contactsPolicy } from './firestore/contacts.js';
import { overviewPolicy } from './firestore/overview.js';
import { screeningPolicy } from './firestore/screening.js';
import { candidatesPolicy } from './firestore/candidates.js';
import { threadsPolicy } from './firestore/threads.js';
import { threadReportsPolicy } from './firestore/thread-reports.js';
import { invitationAnswersPolicy } from './firestore/invitation-answers.js';
import { scamContainmentPolicy } from './firestore/scam-containment.js';
import { employerBlocksPolicy } from './firestore/employer-blocks.js';

const env = useSeededFirestore();

usersPolicy(env);
jobsPolicy(env);
applicationsPolicy(env);
queriesPolicy(env);
provedPhonesAndBansPolicy(env);
verificationsPolicy(env);
reportsPolicy(env);
employerJobsPolicy(env);
jobsSearchPolicy(env);
pipelinePolicy(env);
savedJobsAndAlertsPolicy(env);
standingPolicy(env);
contactsPolicy(env);
overviewPolicy(env);
screeningPolicy(env);
candidatesPolicy(env);
threadsPolicy(env);
threadReportsPolicy(env);
invitationAnswersPolicy(env);
scamContainmentPolicy(env);
employerBlocksPolicy(env);

// Registered last, so it runs after every case above (tests of a file run in order).
describe('rule coverage', () => {
  it('every expression of firestore.rules was evaluated by some case', async () => {
    const { neverEvaluated } = await reportCoverage();
    expect(neverEvaluated).toEqual([]);
  }, 120_000); // the emulator builds the report from every evaluation so far: slow on a busy machine
});
