// The real Storage emulator (firebase-tools) with STORAGE_EMULATOR_BINARY_PATH
// pointing at the adapter: uploads and reads over plain HTTP are allowed or
// refused by storage.rules as evaluated through the adapter.
//
// Private ports (storage 19199, auth 19099, hub 14400, logging 14500), away
// from every firebase-tools default (9299 is Eventarc's, which the Functions
// emulator opens; 9399 is Data Connect's) so it never meets the project's own
// emulators; a private flock keeps two runs of this file from racing for them.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ES module without type declarations
import { buildStorageRuntimeAdapter } from '../../scripts/lib/storage-runtime.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PROJECT = 'demo-jobsearch';
const PORTS = { storage: 19199, auth: 19099, hub: 14400, logging: 14500 };

const RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /uploads/{uid}/{file} {
      allow read: if request.auth != null && request.auth.uid == uid;
      allow create: if request.auth != null && request.auth.uid == uid
                    && request.resource.size < 1024
                    && request.resource.contentType == 'text/plain';
    }
  }
}
`;

// Runs inside `firebase emulators:exec`; records each HTTP status for the test to check.
const PROBE = `
const base = 'http://127.0.0.1:${PORTS.storage}/v0/b/${PROJECT}.appspot.com/o';
const b64 = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
// An unsigned emulator ID token: the Storage emulator only decodes it.
const token = (uid) => b64({ alg: 'none', typ: 'JWT' }) + '.' + b64({
  user_id: uid, sub: uid, iss: 'https://securetoken.google.com/${PROJECT}', aud: '${PROJECT}',
  iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 3600,
  firebase: { sign_in_provider: 'password', identities: {} },
}) + '.';
const auth = (uid) => (uid ? { Authorization: 'Bearer ' + token(uid) } : {});

// Multipart upload, as the Firebase JS SDK's uploadBytes() sends it.
async function upload(name, uid, body, contentType) {
  const boundary = 'jobsearch-boundary';
  const payload = Buffer.concat([
    Buffer.from('--' + boundary + '\\r\\nContent-Type: application/json; charset=utf-8\\r\\n\\r\\n' +
      JSON.stringify({ name, contentType }) + '\\r\\n--' + boundary + '\\r\\nContent-Type: ' + contentType + '\\r\\n\\r\\n'),
    Buffer.from(body),
    Buffer.from('\\r\\n--' + boundary + '--'),
  ]);
  const res = await fetch(base + '?name=' + encodeURIComponent(name), {
    method: 'POST',
    headers: { 'X-Goog-Upload-Protocol': 'multipart', 'Content-Type': 'multipart/related; boundary=' + boundary, ...auth(uid) },
    body: payload,
  });
  return { status: res.status, body: await res.text() };
}

async function download(name, uid) {
  const res = await fetch(base + '/' + encodeURIComponent(name) + '?alt=media', { headers: auth(uid) });
  return { status: res.status, body: await res.text() };
}

async function list(prefix, uid) {
  const res = await fetch(base + '?prefix=' + encodeURIComponent(prefix) + '&delimiter=%2F', { headers: auth(uid) });
  return { status: res.status, body: await res.text() };
}

const results = {};
results.anonymousUpload = await upload('uploads/u1/anon.txt', null, 'hello', 'text/plain');
results.ownerUpload = await upload('uploads/u1/hello.txt', 'u1', 'hello', 'text/plain');
results.otherFolderUpload = await upload('uploads/u2/hello.txt', 'u1', 'hello', 'text/plain');
results.tooLargeUpload = await upload('uploads/u1/big.txt', 'u1', 'x'.repeat(2048), 'text/plain');
results.wrongTypeUpload = await upload('uploads/u1/pic.png', 'u1', 'hello', 'image/png');
results.ownerDownload = await download('uploads/u1/hello.txt', 'u1');
results.otherDownload = await download('uploads/u1/hello.txt', 'u2');
results.ownerList = await list('uploads/u1/', 'u1');
results.otherList = await list('uploads/u1/', 'u2');
results.adminDownload = await (async () => {
  const res = await fetch(base + '/' + encodeURIComponent('uploads/u1/hello.txt') + '?alt=media', {
    headers: { Authorization: 'Bearer owner' },
  });
  return { status: res.status, body: await res.text() };
})();
(await import('node:fs')).writeFileSync(process.env.PROBE_OUT, JSON.stringify(results, null, 2));
`;

type Result = { status: number; body: string };
type Results = Record<
  | 'anonymousUpload'
  | 'ownerUpload'
  | 'otherFolderUpload'
  | 'tooLargeUpload'
  | 'wrongTypeUpload'
  | 'ownerDownload'
  | 'otherDownload'
  | 'ownerList'
  | 'otherList'
  | 'adminDownload',
  Result
>;

function run(cmd: string, args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number }) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(cmd, args, { cwd: opts.cwd, env: opts.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    child.stdout.on('data', (b) => (output += b));
    child.stderr.on('data', (b) => (output += b));
    const timer = setTimeout(() => {
      output += `\n[test] timed out after ${opts.timeoutMs} ms, stopping the emulators\n`;
      try {
        process.kill(-child.pid!, 'SIGINT');
      } catch {
        /* already gone */
      }
      setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }, 10_000).unref();
    }, opts.timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('real Storage emulator with the adapter as its rules runtime', () => {
  let dir: string;
  let results: Results;
  let output = '';

  beforeAll(async () => {
    const jar = await buildStorageRuntimeAdapter();
    if (!jar) throw new Error('adapter jar could not be built (see log above)');

    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-runtime-e2e-'));
    fs.writeFileSync(path.join(dir, 'storage.rules'), RULES);
    fs.writeFileSync(
      path.join(dir, 'firebase.json'),
      JSON.stringify({
        storage: { rules: 'storage.rules' },
        emulators: {
          storage: { host: '127.0.0.1', port: PORTS.storage },
          auth: { host: '127.0.0.1', port: PORTS.auth },
          hub: { host: '127.0.0.1', port: PORTS.hub },
          logging: { host: '127.0.0.1', port: PORTS.logging },
          ui: { enabled: false },
        },
      }),
    );
    fs.writeFileSync(path.join(dir, 'probe.mjs'), PROBE);
    const out = path.join(dir, 'results.json');

    // A clean environment: no hints of any other emulator suite this run may sit inside.
    // Its own TMPDIR too: the Storage emulator keeps blobs in os.tmpdir()/firebase and wipes
    // that folder on exit, which must not hit another emulator running on this machine.
    const tmp = path.join(dir, 'tmp');
    fs.mkdirSync(tmp);
    const env: NodeJS.ProcessEnv = { ...process.env, STORAGE_EMULATOR_BINARY_PATH: jar, PROBE_OUT: out, TMPDIR: tmp };
    for (const k of Object.keys(env)) {
      if (/EMULATOR_HOST$|^FIREBASE_EMULATOR_HUB$|^GCLOUD_PROJECT$|^FIREBASE_CONFIG$|^GOOGLE_CLOUD_PROJECT$/.test(k)) {
        delete env[k];
      }
    }
    const firebase = path.join(ROOT, 'node_modules', '.bin', 'firebase');
    const args = [
      'emulators:exec',
      '--only',
      'storage,auth',
      '--project',
      PROJECT,
      '--config',
      path.join(dir, 'firebase.json'),
      `node ${path.join(dir, 'probe.mjs')}`,
    ];
    const hasFlock = fs.existsSync('/usr/bin/flock') || fs.existsSync('/bin/flock');
    const res = hasFlock
      ? await run('flock', [path.join(os.tmpdir(), 'jobsearch-storage-runtime-e2e.lock'), firebase, ...args], { cwd: dir, env, timeoutMs: 170_000 })
      : await run(firebase, args, { cwd: dir, env, timeoutMs: 170_000 });
    output = res.output;
    if (!fs.existsSync(out)) {
      throw new Error(`emulators:exec exited ${res.code} without probe results:\n${output}`);
    }
    results = JSON.parse(fs.readFileSync(out, 'utf8'));
  }, 200_000);

  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('used the adapter (env override) rather than downloading a runtime', () => {
    expect(output).toContain('Env variable override detected');
    expect(output).not.toMatch(/setup:emulators:storage|Downloading/i);
  });

  it('refuses an unauthenticated upload with 403', () => {
    expect(results.anonymousUpload.status).toBe(403);
  });

  it('accepts an upload the rules permit', () => {
    expect(results.ownerUpload.status).toBe(200);
    expect(JSON.parse(results.ownerUpload.body)).toMatchObject({ name: 'uploads/u1/hello.txt', contentType: 'text/plain' });
  });

  it("refuses uploads into someone else's folder, too large, or of the wrong type", () => {
    expect(results.otherFolderUpload.status).toBe(403);
    expect(results.tooLargeUpload.status).toBe(403);
    expect(results.wrongTypeUpload.status).toBe(403);
  });

  it('lets the owner read and list, and nobody else', () => {
    expect(results.ownerDownload).toEqual({ status: 200, body: 'hello' });
    expect(results.otherDownload.status).toBe(403);
    expect(results.ownerList.status).toBe(200);
    expect(JSON.parse(results.ownerList.body).items).toEqual([{ name: 'uploads/u1/hello.txt', bucket: `${PROJECT}.appspot.com` }]);
    expect(results.otherList.status).toBe(403);
  });

  it('still lets admin credentials through (firebase-tools bypasses rules for them)', () => {
    expect(results.adminDownload).toEqual({ status: 200, body: 'hello' });
  });

  it('logged no rules-runtime errors', () => {
    expect(output).not.toMatch(/storage-rules-runtime\] (internal error|unparseable|stdin failed)/);
    expect(output).not.toMatch(/No handler for event|Received no ID/);
  });
});
