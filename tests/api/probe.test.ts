import { test } from 'vitest';
test('probe', async () => {
  for (const [path, init] of [
    ['/api/jobs/all', {}],
    ['/api/x', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{bad' }],
    ['/api/x', { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'null' }],
    ['/api/x', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ a: 'x'.repeat(2_000_000) }) }],
  ] as const) {
    const r = await fetch('http://127.0.0.1:5000' + path, init as RequestInit);
    console.log('PROBE', path, r.status, JSON.stringify([...r.headers]), (await r.text()).slice(0, 600));
  }
  console.log('ENV', process.env.FIREBASE_AUTH_EMULATOR_HOST, process.env.FIRESTORE_EMULATOR_HOST, process.env.FIREBASE_STORAGE_EMULATOR_HOST, process.env.GCLOUD_PROJECT);
});
