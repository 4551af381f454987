// firestore.rules as `firebase deploy` sends them (scripts/lib/deploy-rules.mjs):
// a resume link must name the project's bucket on the production Storage host;
// the emulators' hosts and any other bucket are refused.
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, type Firestore } from 'firebase/firestore';
import { rulesForBucket } from '../../scripts/lib/deploy-rules.mjs';
import { cases } from './support/policy.js';
import { JOB, SEED, UID, applicationFields, downloadUrlOf, emulatorHost, readRules, resumePath, useSeededFirestore } from './support/env.js';

const BUCKET = 'jobsearch-prod.firebasestorage.app';
const PRODUCTION = 'https://firebasestorage.googleapis.com';
const env = useSeededFirestore(() =>
  initializeTestEnvironment({
    projectId: 'demo-jobsearch-deployed-rules',
    firestore: { ...emulatorHost('FIRESTORE_EMULATOR_HOST'), rules: rulesForBucket(readRules('firestore.rules'), BUCKET) },
  }),
);

const applyWith = (resume: string) => (db: Firestore) => {
  const { id, fields } = applicationFields(JOB.other, UID.seeker, SEED.jobs[JOB.other] as never);
  return setDoc(doc(db, 'applications', id), { ...fields, resume });
};
const path = resumePath(UID.seeker, JOB.other);

cases('deployed rules: the resume link names our bucket on the production host', env, [
  { name: "the production host and this project's bucket", actor: 'seeker', expect: 'allow', attempt: applyWith(downloadUrlOf(path, PRODUCTION, BUCKET)) },
  {
    name: 'the production host and another bucket',
    actor: 'seeker',
    expect: 'deny',
    attempt: applyWith(downloadUrlOf(path, PRODUCTION, 'attacker.appspot.com')),
  },
  {
    name: "the emulator's host (not on the emulators)",
    actor: 'seeker',
    expect: 'deny',
    attempt: applyWith(downloadUrlOf(path, 'http://127.0.0.1:9199', BUCKET)),
  },
  { name: "the emulators' bucket", actor: 'seeker', expect: 'deny', attempt: applyWith(downloadUrlOf(path, PRODUCTION)) },
]);
