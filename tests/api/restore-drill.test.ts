// The restore drill: the Firestore emulator's data is exported, wiped and
// imported again through the emulator's own REST endpoints (the ones
// `firebase emulators:export` and `--import` use), and every collection must
// come back with the same documents: its count and a hash of its contents.
// Production's counterpart (managed backups, point-in-time recovery and their
// restore) is README.md's "Operations".
//
// It restores exactly what was there, so the suites after it find their data:
// it waits until the data is quiet (triggers of earlier files finished), and
// the whole-database files run one at a time, before the others (tests/api/vitest.config.ts).
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Timestamp, type DocumentData, type DocumentReference } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { exportData, importData, wipeData, withBackgroundTriggersOff } from '../../scripts/lib/seed-again.mjs';
import { createUsers, adminAuth, seedApplication, seedJob } from '../support';
import { db } from './helpers';

const dir = mkdtempSync(join(tmpdir(), 'jobsearch-restore-drill-'));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A value in a stable text form: keys sorted, timestamps, references and bytes spelled out. */
function canonical(value: unknown): unknown {
  if (value instanceof Timestamp) return { $time: `${value.seconds}.${value.nanoseconds}` };
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return { $bytes: Buffer.from(value).toString('base64') };
  if (value && typeof value === 'object' && 'path' in value && 'firestore' in value) return { $ref: (value as DocumentReference).path };
  if (value && typeof value === 'object' && 'latitude' in value && 'longitude' in value)
    return { $geo: [(value as { latitude: number }).latitude, (value as { longitude: number }).longitude] };
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  return value;
}

/** Every collection (subcollections too): its document count and a hash of its ids and contents. */
async function snapshot(): Promise<Record<string, { count: number; hash: string }>> {
  const result: Record<string, { count: number; hash: string }> = {};
  const walk = async (collections: FirebaseFirestore.CollectionReference[]) => {
    for (const collection of collections) {
      const docs = (await collection.get()).docs.sort((a, b) => (a.id < b.id ? -1 : 1));
      const hash = createHash('sha256');
      for (const doc of docs) hash.update(JSON.stringify([doc.id, canonical(doc.data() as DocumentData)]));
      result[collection.path] = { count: docs.length, hash: hash.digest('hex') };
      // Subcollections: asked of every document, 50 at a time (listDocuments also names a missing parent of one).
      const refs = await collection.listDocuments();
      for (let start = 0; start < refs.length; start += 50) {
        const nested = await Promise.all(refs.slice(start, start + 50).map((ref) => ref.listCollections()));
        await walk(nested.flat());
      }
    }
  };
  await walk(await db.listCollections());
  return result;
}

/** Waits until two snapshots 3 s apart agree: no trigger (the emulator starts each one cold) is still writing. */
async function quietSnapshot() {
  let previous = await snapshot();
  for (let tries = 0; tries < 15; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const next = await snapshot();
    if (JSON.stringify(next) === JSON.stringify(previous)) return next;
    previous = next;
  }
  throw new Error('The data did not settle within 45 s');
}

describe('restore drill: export, wipe, import', () => {
  it('brings back every collection with the same document count and contents', async () => {
    // Something of each kind the site stores, besides the seed and what earlier files left.
    const [employer, seeker] = await createUsers('employer', 'jobseeker');
    const jobId = await seedJob(employer.uid);
    await seedApplication({ jobId, seeker, employerId: employer.uid });
    await db.doc(`drill/${jobId}/nested/child`).set({ at: Timestamp.now(), ref: db.doc(`jobs/${jobId}`), bytes: Buffer.from([1, 2, 3]), list: [1, 'a', null] });
    // The triggers of those writes done: the job's counts and its sitemap entry.
    for (let tries = 0; tries < 120 && (await db.doc(`jobStats/${jobId}`).get()).get('total') !== 1; tries++)
      await new Promise((resolve) => setTimeout(resolve, 250));
    const accountsBefore = (await adminAuth().listUsers(1000)).users.length;

    const before = await quietSnapshot();
    expect(before['jobs']?.count).toBeGreaterThan(0);
    expect(before[`drill/${jobId}/nested`]).toEqual({ count: 1, hash: expect.any(String) });

    await exportData(dir, 'drill');
    const exported = join(dir, 'drill');
    const metadata = readdirSync(exported).find((name) => name.endsWith('.overall_export_metadata'));
    expect(metadata).toBeDefined();
    const exportedMetadata = join(exported, metadata!);
    // Background triggers off meanwhile, as a restore into a new production database fires none.
    await withBackgroundTriggersOff(async () => {
      // The import first over the live data (the same documents: nothing changes), so the wipe
      // below never runs unless the way back is known to work.
      await importData(exportedMetadata);
      expect(await snapshot()).toEqual(before);
      try {
        await wipeData();
        expect(await db.listCollections()).toEqual([]);
      } finally {
        // Whatever happened above, the data goes back for the files after this one.
        await importData(exportedMetadata);
      }
    });

    const after = await snapshot();
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    for (const [collection, summary] of Object.entries(before)) expect(after[collection], collection).toEqual(summary);
    // Nothing ran late: no delete cascade (it would remove jobs and Auth accounts) and no other trigger.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await snapshot()).toEqual(before);
    expect((await adminAuth().listUsers(1000)).users.length).toBe(accountsBefore);
    expect(existsSync(exported)).toBe(true);
    await db.recursiveDelete(db.doc(`drill/${jobId}`));
  }, 120_000);
});
