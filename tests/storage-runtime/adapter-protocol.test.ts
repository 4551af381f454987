// Speaks firebase-tools' Storage rules runtime protocol straight to the
// adapter jar (java -jar <jar> serve), playing the part of
// node_modules/firebase-tools/lib/emulator/storage/rules/runtime.js.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ES module without type declarations
import { buildStorageRuntimeAdapter } from '../../scripts/lib/storage-runtime.mjs';

type Msg = Record<string, any>;

/** One adapter process; messages are read line by line and handed out in order. */
class RuntimeProcess {
  readonly child: ChildProcessWithoutNullStreams;
  stderr = '';
  private inbox: Msg[] = [];
  private waiters: Array<(m: Msg) => void> = [];

  constructor(jar: string) {
    this.child = spawn('java', ['-Duser.language=en', '-jar', jar, 'serve'], { stdio: 'pipe' });
    this.child.stderr.on('data', (b) => (this.stderr += b.toString()));
    createInterface({ input: this.child.stdout }).on('line', (line) => {
      if (!line.trim()) return;
      const msg = JSON.parse(line);
      const waiter = this.waiters.shift();
      if (waiter) waiter(msg);
      else this.inbox.push(msg);
    });
  }

  send(msg: Msg): void {
    this.sendRaw(JSON.stringify(msg));
  }

  sendRaw(line: string): void {
    this.child.stdin.write(line + '\n');
  }

  /** The next message, failing (rather than hanging) after `ms`. */
  next(ms = 15_000): Promise<Msg> {
    const queued = this.inbox.shift();
    if (queued) return Promise.resolve(queued);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(new Error(`no message from the runtime within ${ms} ms; stderr: ${this.stderr}`));
      }, ms);
      const waiter = (m: Msg) => {
        clearTimeout(timer);
        resolve(m);
      };
      this.waiters.push(waiter);
    });
  }

  async close(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((r) => this.child.once('exit', r));
    this.child.stdin.end();
    const kill = setTimeout(() => this.child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(kill);
  }
}

// ---- ExpressionValue JSON exactly as firebase-tools 14.x builds it (runtime.js) ----

function ev(v: unknown): Msg {
  if (typeof v === 'string') return { string_value: v };
  if (typeof v === 'boolean') return { bool_value: v };
  if (typeof v === 'number') return Number.isInteger(v) ? { int_value: v } : { float_value: v };
  if (v instanceof Date) return { timestamp_value: v.toISOString() };
  if (Array.isArray(v)) return { list_value: { values: v.map(ev) } };
  if (v == null) return { null_value: null };
  const fields: Msg = {};
  for (const [k, val] of Object.entries(v as object)) fields[k] = ev(val);
  return { map_value: { fields } };
}

/** A stored object's rules resource, as StoredFileMetadata.asRulesResource() gives it. */
function objectResource(name: string, size: number, contentType: string, metadata: Msg = {}): Msg {
  const now = new Date();
  return {
    name,
    bucket: 'demo-jobsearch.appspot.com',
    generation: now.getTime(),
    metageneration: 1,
    size,
    timeCreated: now,
    updated: now,
    md5Hash: 'XUFAKrxLKna5cZ2REBfFkg==',
    crc32c: '2591144780',
    etag: 'etag',
    contentDisposition: undefined,
    contentEncoding: undefined,
    contentType,
    metadata,
  };
}

let nextId = 100;

function verify(
  rulesetName: string,
  method: 'get' | 'list' | 'create' | 'update' | 'delete',
  objectPath: string,
  opts: { uid?: string; before?: Msg; after?: Msg; delimiter?: string } = {},
): Msg {
  const path = `/b/demo-jobsearch.appspot.com/o/${objectPath}`.replace(/\/$/, '');
  const auth = opts.uid ? ev({ uid: opts.uid, token: { user_id: opts.uid, sub: opts.uid, email_verified: true } }) : { null_value: null };
  return {
    action: 'verify',
    id: nextId++,
    context: {
      rulesetName,
      service: 'firebase.storage',
      path,
      method,
      delimiter: opts.delimiter,
      variables: {
        resource: ev(opts.before ?? null),
        request: {
          map_value: {
            fields: {
              path: {
                path_value: {
                  segments: path
                    .split('/')
                    .filter(Boolean)
                    .map((simple) => ({ simple })),
                },
              },
              time: ev(new Date()),
              resource: ev(opts.after ?? null),
              auth,
            },
          },
        },
      },
    },
  };
}

const RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /resumes/{uid}/{file} {
      allow read, list: if request.auth != null && request.auth.uid == uid;
      allow create: if request.auth != null && request.auth.uid == uid
                    && request.resource.size < 5 * 1024 * 1024
                    && request.resource.contentType == 'application/pdf';
      allow update: if request.auth != null && resource.metadata.owner == request.auth.uid;
      allow delete: if request.auth != null && request.auth.uid == uid;
    }
    match /logos/{employerId}/{file} {
      allow read: if true;
      allow write: if request.auth != null
        && firestore.get(/databases/(default)/documents/employers/$(employerId)).data.ownerUid
             == request.auth.uid;
    }
    match /admin/{file} {
      allow read: if request.auth != null
        && firestore.exists(/databases/(default)/documents/admins/$(request.auth.uid));
    }
  }
}
`;

describe('storage rules runtime adapter (protocol)', () => {
  let rt: RuntimeProcess;
  const RULESET = 'main';

  beforeAll(async () => {
    const jar = await buildStorageRuntimeAdapter();
    if (!jar) throw new Error('adapter jar could not be built (see log above)');
    rt = new RuntimeProcess(jar);
  }, 120_000);

  afterAll(async () => {
    await rt?.close();
  });

  it('announces itself with the ready line', async () => {
    expect(await rt.next()).toEqual({ id: -1, status: 'ok' });
  });

  it('loads a valid ruleset and reports its rules version', async () => {
    rt.send({
      action: 'load_ruleset',
      id: 1,
      context: { rulesetName: RULESET, source: { files: [{ name: '/tmp/storage.rules', content: RULES }] } },
    });
    expect(await rt.next(60_000)).toEqual({
      id: 1,
      status: 'ok',
      result: { rulesVersion: 2 },
      errors: [],
      warnings: [],
    });
  });

  it('reports rules_version 1 for a ruleset without the declaration', async () => {
    const v1 = `service firebase.storage { match /b/{bucket}/o { match /{allPaths=**} { allow read: if true; } } }`;
    rt.send({ action: 'load_ruleset', id: 2, context: { rulesetName: 'v1', source: { files: [{ name: 'v1.rules', content: v1 }] } } });
    const res = await rt.next();
    expect(res.result).toEqual({ rulesVersion: 1 });
    expect(res.errors).toEqual([]);
  });

  it('reports a syntax error with file name and line, as the rules manager parses it', async () => {
    const broken = `rules_version = '2';\nservice firebase.storage {\n  match /b/{bucket}/o {\n    allow read: if request.auth != ;\n  }\n}\n`;
    rt.send({
      action: 'load_ruleset',
      id: 3,
      context: { rulesetName: 'broken', source: { files: [{ name: '/work/storage.rules', content: broken }] } },
    });
    const res = await rt.next();
    expect(res.id).toBe(3);
    expect(res.status).toBe('ok');
    expect(res.errors.length).toBeGreaterThan(0);
    // firebase-tools' manager.js: JSON.parse(issue) then description_ and sourcePosition_.fileName_/line_
    const issue = JSON.parse(res.errors[0]);
    expect(typeof issue.description_).toBe('string');
    expect(issue.description_.length).toBeGreaterThan(0);
    expect(issue.sourcePosition_.fileName_).toBe('/work/storage.rules');
    expect(issue.sourcePosition_.line_).toBe(4);
  });

  it('denies everything for a ruleset that failed to compile (never hangs)', async () => {
    const req = verify('broken', 'get', 'resumes/u1/cv.pdf', { uid: 'u1' });
    rt.send(req);
    const res = await rt.next();
    expect(res).toMatchObject({ id: req.id, status: 'ok', result: { permit: false } });
    expect(res.warnings.join(' ')).toMatch(/not loaded/);
  });

  it('permits a read by the owner', async () => {
    const req = verify(RULESET, 'get', 'resumes/u1/cv.pdf', {
      uid: 'u1',
      before: objectResource('resumes/u1/cv.pdf', 1000, 'application/pdf'),
    });
    rt.send(req);
    expect(await rt.next()).toEqual({ id: req.id, status: 'ok', result: { permit: true }, errors: [], warnings: [] });
  });

  it('denies a read by someone else and an unauthenticated read', async () => {
    const other = verify(RULESET, 'get', 'resumes/u1/cv.pdf', { uid: 'u2' });
    rt.send(other);
    expect(await rt.next()).toMatchObject({ id: other.id, result: { permit: false } });
    const anon = verify(RULESET, 'get', 'resumes/u1/cv.pdf');
    rt.send(anon);
    expect(await rt.next()).toMatchObject({ id: anon.id, result: { permit: false } });
  });

  it('checks size and content type on request.resource for create', async () => {
    const cases: Array<[number, string, boolean]> = [
      [200_000, 'application/pdf', true],
      [6 * 1024 * 1024, 'application/pdf', false],
      [200_000, 'image/png', false],
    ];
    for (const [size, type, expected] of cases) {
      const req = verify(RULESET, 'create', 'resumes/u1/cv.pdf', {
        uid: 'u1',
        after: objectResource('resumes/u1/cv.pdf', size, type),
      });
      rt.send(req);
      expect(await rt.next(), `${size} bytes of ${type}`).toMatchObject({ id: req.id, result: { permit: expected } });
    }
  });

  it('reads the existing object (resource) on update', async () => {
    const before = objectResource('resumes/u1/cv.pdf', 10, 'application/pdf', { owner: 'u1' });
    const ok = verify(RULESET, 'update', 'resumes/u1/cv.pdf', { uid: 'u1', before, after: before });
    rt.send(ok);
    expect(await rt.next()).toMatchObject({ id: ok.id, result: { permit: true } });
    const notOwner = verify(RULESET, 'update', 'resumes/u1/cv.pdf', { uid: 'u9', before, after: before });
    rt.send(notOwner);
    expect(await rt.next()).toMatchObject({ id: notOwner.id, result: { permit: false } });
  });

  it('evaluates list against the children of the listed prefix', async () => {
    const mine = verify(RULESET, 'list', 'resumes/u1', { uid: 'u1', delimiter: '/' });
    rt.send(mine);
    expect(await rt.next()).toMatchObject({ id: mine.id, result: { permit: true } });
    const theirs = verify(RULESET, 'list', 'resumes/u1', { uid: 'u2', delimiter: '/' });
    rt.send(theirs);
    expect(await rt.next()).toMatchObject({ id: theirs.id, result: { permit: false } });
  });

  it('asks firebase-tools for a document on firestore.get() and permits on its answer', async () => {
    const req = verify(RULESET, 'create', 'logos/acme/logo.png', {
      uid: 'boss',
      after: objectResource('logos/acme/logo.png', 10, 'image/png'),
    });
    rt.send(req);
    const ask = await rt.next();
    expect(ask).toEqual({
      server_request_id: req.id,
      status: 'ok',
      action: 'fetch_firestore_document',
      context: { path: '/databases/(default)/documents/employers/acme' },
    });
    // What runtime.js's fetchFirestoreDocument() sends back, under the verify's id.
    rt.send({
      result: {
        name: 'projects/demo-jobsearch/databases/(default)/documents/employers/acme',
        fields: { ownerUid: { stringValue: 'boss' }, seats: { integerValue: '3' } },
      },
      status: 'ok',
      warnings: [],
      errors: [],
      id: req.id,
    });
    expect(await rt.next()).toMatchObject({ id: req.id, status: 'ok', result: { permit: true } });
  });

  it('denies when the document belongs to someone else', async () => {
    const req = verify(RULESET, 'delete', 'logos/acme/logo.png', { uid: 'intruder' });
    rt.send(req);
    expect((await rt.next()).action).toBe('fetch_firestore_document');
    rt.send({
      result: {
        name: 'projects/demo-jobsearch/databases/(default)/documents/employers/acme',
        fields: { ownerUid: { stringValue: 'boss' } },
      },
      status: 'ok',
      warnings: [],
      errors: [],
      id: req.id,
    });
    expect(await rt.next()).toMatchObject({ id: req.id, result: { permit: false } });
  });

  it('denies when firebase-tools answers not_found', async () => {
    const req = verify(RULESET, 'create', 'logos/ghost/logo.png', {
      uid: 'boss',
      after: objectResource('logos/ghost/logo.png', 10, 'image/png'),
    });
    rt.send(req);
    expect(await rt.next()).toMatchObject({ server_request_id: req.id, action: 'fetch_firestore_document' });
    rt.send({ status: 'not_found', warnings: [], errors: [], id: req.id });
    const res = await rt.next();
    expect(res).toMatchObject({ id: req.id, status: 'ok', result: { permit: false } });
    expect(res.errors).toEqual([]);
  });

  it('answers firestore.exists() from ok / not_found', async () => {
    const admin = verify(RULESET, 'get', 'admin/report.csv', { uid: 'root' });
    rt.send(admin);
    expect(await rt.next()).toMatchObject({ context: { path: '/databases/(default)/documents/admins/root' } });
    rt.send({ result: { name: 'projects/p/databases/(default)/documents/admins/root' }, status: 'ok', warnings: [], errors: [], id: admin.id });
    expect(await rt.next()).toMatchObject({ id: admin.id, result: { permit: true } });

    const nobody = verify(RULESET, 'get', 'admin/report.csv', { uid: 'nobody' });
    rt.send(nobody);
    expect(await rt.next()).toMatchObject({ server_request_id: nobody.id });
    rt.send({ status: 'not_found', warnings: [], errors: [], id: nobody.id });
    expect(await rt.next()).toMatchObject({ id: nobody.id, result: { permit: false } });
  });

  it('keeps serving other requests while one waits for a Firestore answer', async () => {
    const waiting = verify(RULESET, 'create', 'logos/acme/b.png', {
      uid: 'boss',
      after: objectResource('logos/acme/b.png', 10, 'image/png'),
    });
    rt.send(waiting);
    expect(await rt.next()).toMatchObject({ server_request_id: waiting.id });
    const meanwhile = verify(RULESET, 'get', 'resumes/u1/cv.pdf', { uid: 'u1' });
    rt.send(meanwhile);
    expect(await rt.next()).toMatchObject({ id: meanwhile.id, result: { permit: true } });
    rt.send({
      result: { name: 'projects/p/databases/(default)/documents/employers/acme', fields: { ownerUid: { stringValue: 'boss' } } },
      status: 'ok',
      warnings: [],
      errors: [],
      id: waiting.id,
    });
    expect(await rt.next()).toMatchObject({ id: waiting.id, result: { permit: true } });
  });

  it('answers malformed input with an error carrying an action, and keeps going', async () => {
    rt.sendRaw('this is not json');
    const bad = await rt.next();
    expect(bad.status).toBe('error');
    expect(bad).toHaveProperty('action');
    expect(bad.errors.length).toBe(1);

    rt.send({ action: 'explode', id: 7001, context: {} });
    expect(await rt.next()).toMatchObject({ id: 7001, status: 'error', action: 'explode' });

    rt.send({ action: 'verify', id: 7002, context: { rulesetName: RULESET, service: 'firebase.storage' } });
    const missing = await rt.next();
    expect(missing).toMatchObject({ id: 7002, status: 'error', action: 'verify' });
    expect(missing.errors[0]).toMatch(/path/);

    rt.send({ action: 'verify', id: 7003 });
    expect(await rt.next()).toMatchObject({ id: 7003, status: 'error', action: 'verify' });

    rt.send({ action: 'load_ruleset', id: 7004, context: { rulesetName: 'x', source: { files: [] } } });
    expect(await rt.next()).toMatchObject({ id: 7004, status: 'error', action: 'load_ruleset' });

    const badMethod = verify(RULESET, 'get', 'resumes/u1/cv.pdf', { uid: 'u1' });
    badMethod.context.method = 'teleport';
    rt.send(badMethod);
    expect(await rt.next()).toMatchObject({ id: badMethod.id, status: 'error', action: 'verify' });

    const badValue = verify(RULESET, 'get', 'resumes/u1/cv.pdf', { uid: 'u1' });
    badValue.context.variables.request = { map_value: { fields: { auth: { no_such_kind: 1, int_value: 'x' } } } };
    rt.send(badValue);
    expect(await rt.next()).toMatchObject({ id: badValue.id, status: 'error', action: 'verify' });

    // still alive and correct afterwards
    const ok = verify(RULESET, 'get', 'resumes/u1/cv.pdf', { uid: 'u1' });
    rt.send(ok);
    expect(await rt.next()).toMatchObject({ id: ok.id, result: { permit: true } });
  });

  it('answers several requests sent back to back, each on its own line, in order', async () => {
    const reqs = [
      verify(RULESET, 'get', 'resumes/u1/a.pdf', { uid: 'u1' }),
      verify(RULESET, 'get', 'resumes/u1/b.pdf', { uid: 'u2' }),
      verify(RULESET, 'delete', 'resumes/u3/c.pdf', { uid: 'u3' }),
      verify(RULESET, 'get', 'logos/any/logo.png'),
      verify(RULESET, 'create', 'resumes/u1/d.pdf', { uid: 'u1', after: objectResource('resumes/u1/d.pdf', 1, 'text/plain') }),
      verify('v1', 'get', 'anything/at/all.txt'),
    ];
    for (const r of reqs) rt.send(r);
    const answers = [];
    for (let i = 0; i < reqs.length; i++) answers.push(await rt.next());
    const expected = [true, false, true, true, false, true];
    expect(answers.map((a) => [a.id, a.result?.permit])).toEqual(reqs.map((r, i) => [r.id, expected[i]]));
  });

  it('kept stderr quiet apart from its own warnings (firebase-tools logs every byte of it)', () => {
    const lines = rt.stderr.split('\n').filter(Boolean);
    expect(lines.every((l) => l.startsWith('[storage-rules-runtime]'))).toBe(true);
  });
});
