// The deployed firestore.rules name this project's bucket on the production
// Storage host only; the committed file (emulators, rules tests) the emulators'.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deployBucket, rulesForBucket, RULES_SOURCE } from '../../scripts/lib/deploy-rules.mjs';
import { emulatorConfig } from '../../scripts/lib/emulator-config.mjs';

const source = readFileSync(RULES_SOURCE, 'utf8');
const firebaseJson = JSON.parse(readFileSync(join(RULES_SOURCE, '..', 'firebase.json'), 'utf8'));

describe('firestore.rules for deploy', () => {
  it("names the bucket on https://firebasestorage.googleapis.com only, and nothing of the emulators'", () => {
    const deployed = rulesForBucket(source, 'jobsearch-prod.firebasestorage.app');
    expect(deployed).toContain("return ['https://firebasestorage.googleapis.com/v0/b/jobsearch-prod.firebasestorage.app/o/'];");
    expect(deployed).not.toContain('9199');
    expect(deployed).not.toContain('demo-jobsearch.appspot.com');
    // Everything outside the block is the committed text.
    expect(deployed.split('storageUrlPrefixes()').length).toBe(source.split('storageUrlPrefixes()').length);
  });

  it('the committed rules name the emulators’ hosts and bucket', () => {
    expect(source).toContain("'http://127.0.0.1:9199/v0/b/demo-jobsearch.appspot.com/o/'");
    expect(source).not.toMatch(/storageUrlPrefixes\(\) \{\s*return \[[^\]]*firebasestorage\.googleapis/);
  });

  it('takes the web build’s bucket: VITE_FIREBASE_STORAGE_BUCKET, then .env files, then <project>.appspot.com', () => {
    const root = mkdtempSync(join(tmpdir(), 'rules-'));
    expect(deployBucket({ env: { VITE_FIREBASE_STORAGE_BUCKET: 'gs://a-b.firebasestorage.app' }, root })).toBe('a-b.firebasestorage.app');
    expect(deployBucket({ env: { GCLOUD_PROJECT: 'proj-1' }, root })).toBe('proj-1.appspot.com');
    writeFileSync(join(root, '.env.production'), 'VITE_FIREBASE_STORAGE_BUCKET="from-file.firebasestorage.app"\n');
    expect(deployBucket({ env: { GCLOUD_PROJECT: 'proj-1' }, root })).toBe('from-file.firebasestorage.app');
    expect(() => deployBucket({ env: { VITE_FIREBASE_STORAGE_BUCKET: "x'] || true || ['" }, root })).toThrow(/bucket/);
    expect(() => deployBucket({ env: {}, root: mkdtempSync(join(tmpdir(), 'rules-')) })).toThrow(/bucket/i);
  });

  it('firebase.json deploys the generated copy after its predeploy writes it; the emulators load the committed file', () => {
    expect(firebaseJson.firestore.rules).toBe('.deploy/firestore.rules');
    expect(firebaseJson.firestore.predeploy.join(' ')).toContain('scripts/deploy-rules.mjs');
    const local = emulatorConfig(firebaseJson) as { firestore: { rules: string; predeploy?: unknown } };
    expect(local.firestore.rules).toBe('firestore.rules');
    expect(local.firestore.predeploy).toBeUndefined();
  });
});
