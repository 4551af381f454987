import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { faultPoint, faultsAllowed } from './faults';

/** A database that must never be reached: the switch has to decide without reading anything. */
const unreachable = (): Firestore => {
  throw new Error('the fault switch read Firestore');
};

describe('the fault switch', () => {
  it('is off in production: Cloud Functions sets no FUNCTIONS_EMULATOR, and a real project id never starts with demo-', async () => {
    const production = { GCLOUD_PROJECT: 'jobsearch-prod', FIREBASE_CONFIG: JSON.stringify({ projectId: 'jobsearch-prod' }), K_SERVICE: 'ondeleted' };
    expect(faultsAllowed(production)).toBe(false);
    await expect(faultPoint('deleteResumeFolder', unreachable, production)).resolves.toBeUndefined();
    await expect(faultPoint('deleteResumeFiles', unreachable, production)).resolves.toBeUndefined();
  });

  it('stays off when someone sets FUNCTIONS_EMULATOR=true on a real project (functions/.env), or on a demo project outside the emulator', async () => {
    for (const env of [
      { FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'jobsearch-prod' },
      { FUNCTIONS_EMULATOR: 'true', FIREBASE_CONFIG: JSON.stringify({ projectId: 'jobsearch-prod' }) },
      { FUNCTIONS_EMULATOR: 'true', FIREBASE_CONFIG: 'not json' },
      { FUNCTIONS_EMULATOR: '1', GCLOUD_PROJECT: 'demo-jobsearch' },
      { GCLOUD_PROJECT: 'demo-jobsearch' },
      {},
    ]) {
      expect(faultsAllowed(env), JSON.stringify(env)).toBe(false);
      await expect(faultPoint('deleteResumeFolder', unreachable, env)).resolves.toBeUndefined();
    }
  });

  it('may be honoured only by the Functions emulator serving a demo project (and then reads faults/{step})', async () => {
    const emulator = { FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'demo-jobsearch' };
    expect(faultsAllowed(emulator)).toBe(true);
    expect(faultsAllowed({ FUNCTIONS_EMULATOR: 'true', FIREBASE_CONFIG: JSON.stringify({ projectId: 'demo-jobsearch' }) })).toBe(true);
    // Allowed here, so it goes to the database: proof that the refusals above never did.
    await expect(faultPoint('deleteResumeFolder', unreachable, emulator)).rejects.toThrow('the fault switch read Firestore');
  });
});
