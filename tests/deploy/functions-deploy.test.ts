/**
 * The function as `firebase deploy` ships it. firebase-tools uploads the
 * `functions/` folder less firebase.json's ignore list; Cloud Build then runs
 * `npm install --omit=dev` there from that folder's own package.json, and the
 * runtime loads `main`. This rebuilds that folder in a temporary directory,
 * installs it the same way, and asks the installed firebase-functions SDK for
 * the manifest deploy reads (the same binary and environment firebase-tools'
 * discovery uses). A workspace-only dependency (one npm cannot fetch), a module
 * the bundle needs but package.json does not name, or a decommissioned runtime
 * fails here.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdfText } from '../support/pdf-text';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(import.meta.url);
// firebase-tools' own file lister and runtime table, so the check follows the CLI we deploy with.
const { readdirRecursive } = require('firebase-tools/lib/fsAsync') as {
  readdirRecursive(options: { path: string; ignore: string[] }): Promise<{ name: string }[]>;
};
const runtimes = require('firebase-tools/lib/deploy/functions/runtimes/supported') as {
  isRuntime(runtime: string): boolean;
  isDecommissioned(runtime: string, now?: Date): boolean;
};

type FunctionsConfig = { source: string; runtime?: string; ignore?: string[] };
const firebaseJson = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as { functions: FunctionsConfig[] };
const functionsConfig = firebaseJson.functions[0]!;
const sourceDir = join(ROOT, functionsConfig.source);

type Manifest = {
  params?: { name: string; type?: string; default?: unknown }[];
  endpoints: Record<
    string,
    {
      region?: string[];
      availableMemoryMb?: number;
      platform?: string;
      httpsTrigger?: object;
      entryPoint?: string;
      eventTrigger?: { eventType?: string; eventFilters?: Record<string, string>; eventFilterPathPatterns?: Record<string, string>; retry?: boolean };
      scheduleTrigger?: { schedule?: string; timeZone?: string | null };
      timeoutSeconds?: number;
    }
  >;
};

let uploadDir = '';
let uploaded: string[] = [];
let install: ReturnType<typeof spawnSync>;

beforeAll(async () => {
  // prepareFunctionsUpload: the config's ignore list (or its default) plus the debug logs.
  const ignore = [...(functionsConfig.ignore ?? ['node_modules', '.git']), 'firebase-debug.log', 'firebase-debug.*.log'];
  const files = await readdirRecursive({ path: sourceDir, ignore });
  uploadDir = mkdtempSync(join(tmpdir(), 'jobsearch-deploy-'));
  // lib/ is built fresh from today's sources into the copy: functions/lib may be stale, or
  // being served by running emulators, which must not see it change under them.
  const sources = files.map((file) => file.name.slice(sourceDir.length + 1)).filter((name) => !name.startsWith('lib/'));
  for (const name of sources) {
    mkdirSync(dirname(join(uploadDir, name)), { recursive: true });
    copyFileSync(join(sourceDir, name), join(uploadDir, name));
  }
  const build = spawnSync(process.execPath, ['build.mjs', `--outfile=${join(uploadDir, 'lib', 'index.js')}`], { cwd: sourceDir, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`functions build failed:\n${build.stdout}\n${build.stderr}`);
  uploaded = [...sources, 'lib/index.js'].sort();
  // The build must not leave anything else that deploy would skip: what is in lib/ ships.
  expect(readdirSync(join(uploadDir, 'lib')).sort()).toEqual(['index.js', 'index.js.map']);
  install = spawnSync('npm', ['install', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: uploadDir,
    encoding: 'utf8',
    env: { ...process.env, npm_config_workspaces: 'false' },
  });
});

afterAll(() => {
  if (uploadDir) rmSync(uploadDir, { recursive: true, force: true });
});

/** The functions that react to events (Firestore, Storage, Auth), sorted. */
const EVENT_TRIGGERS = [
  'checkResume',
  'copyEmployerVerification',
  'countNewMessage',
  'countThreadRead',
  'keepEmployerBlock',
  'notifyInvitation',
  'onApplicationWritten',
  'onAuthUserDeleted',
  'onJobWritten',
  'onReportWritten',
  'onUserWritten',
];

describe('the function as firebase deploy uploads it', () => {
  it('uploads the bundle and package.json, not the sources or the build script', () => {
    expect(uploaded).toContain('package.json');
    expect(uploaded).toContain('lib/index.js');
    expect(uploaded.filter((name) => name.startsWith('src/') || name === 'build.mjs' || name.startsWith('node_modules/'))).toEqual([]);
  });

  it('installs with npm install --omit=dev from its own package.json, as Cloud Build does', () => {
    expect(install.stderr, String(install.stderr)).not.toMatch(/E404|ETARGET|ERR!/);
    expect(install.status).toBe(0);
  });

  it('names no workspace package among what Cloud Build installs', () => {
    const pkg = JSON.parse(readFileSync(join(uploadDir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    const workspaceNames = ['domain', 'web', 'functions'].map(
      (dir) => (JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')) as { name: string }).name,
    );
    expect(Object.keys(pkg.dependencies ?? {}).filter((name) => workspaceNames.includes(name))).toEqual([]);
  });

  let manifest: Manifest;
  it('loads, and the installed SDK reports the api function in asia-south1 with 512 MiB, the cascade triggers and the content triggers', () => {
    const manifestPath = join(uploadDir, 'functions-manifest.yaml');
    // What firebase-tools' discovery runs: the source's own firebase-functions binary.
    const discovery = spawnSync(join(uploadDir, 'node_modules', '.bin', 'firebase-functions'), [uploadDir], {
      cwd: uploadDir,
      encoding: 'utf8',
      timeout: 60_000,
      // firebase-tools gives discovery the project's config; a Storage trigger takes its default bucket from it.
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        FUNCTIONS_CONTROL_API: 'true',
        FUNCTIONS_MANIFEST_OUTPUT_PATH: manifestPath,
        FIREBASE_CONFIG: JSON.stringify({ projectId: 'demo-jobsearch', storageBucket: 'demo-jobsearch.appspot.com' }),
        GCLOUD_PROJECT: 'demo-jobsearch',
      },
    });
    expect(discovery.status, `${discovery.stdout}\n${discovery.stderr}`).toBe(0);
    // The SDK writes the manifest as JSON (a subset of the YAML deploy parses).
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
    // The HTTP API first; then the triggers (tested below).
    expect(Object.keys(manifest.endpoints)[0]).toEqual('api');
    expect(Object.keys(manifest.endpoints).sort()).toEqual(['api', 'pages', 'reconcileDaily', ...EVENT_TRIGGERS].sort());
    const api = manifest.endpoints.api!;
    expect(api.platform).toBe('gcfv2');
    expect(api.entryPoint).toBe('api');
    expect(api.region).toEqual(['asia-south1']);
    expect(api.availableMemoryMb).toBe(512);
    expect(api.httpsTrigger).toBeDefined();
    // The public job pages and the sitemap: a second HTTP function, behind hosting rewrites.
    const pages = manifest.endpoints.pages!;
    expect(pages.platform).toBe('gcfv2');
    expect(pages.region).toEqual(['asia-south1']);
    expect(pages.httpsTrigger).toBeDefined();

    // Deletes cascade: a 1st-gen Auth trigger (Auth has no 2nd-gen delete event
    // without Identity Platform blocking functions) and 2nd-gen Firestore triggers, all in Mumbai.
    const auth = manifest.endpoints.onAuthUserDeleted!;
    expect(auth.platform).toBe('gcfv1');
    expect(auth.region).toEqual(['asia-south1']);
    expect(auth.eventTrigger).toMatchObject({ eventType: 'providers/firebase.auth/eventTypes/user.delete' });
    // The users and jobs deletions' cascades run in their collection's write trigger (below).
  });

  it('declares SITE_URL as a parameter without a default, so deploy refuses a project that does not set it', () => {
    const siteUrl = manifest.params?.find((param) => param.name === 'SITE_URL');
    expect(siteUrl).toMatchObject({ name: 'SITE_URL', type: 'string' });
    expect(siteUrl?.default).toBeUndefined();
  });

  // Each event trigger: its 2nd-gen endpoint in Mumbai, the event it reacts to and where.
  it.each([
    ['users (deletion cascade, phone proofs, contact copies, candidate cards, overview)', 'onUserWritten', 'document-written', 'users/{uid}'],
    ['jobs (derived fields, saved copies and alerts, sitemap, overview, deletion cascade)', 'onJobWritten', 'document-written', 'jobs/{jobId}'],
    ['applications (hiring pipeline, message thread, overview)', 'onApplicationWritten', 'document-written', 'applications/{applicationId}'],
    ['reports (counts and hiding, overview)', 'onReportWritten', 'document-written', 'reports/{reportId}'],
    ['verification', 'copyEmployerVerification', 'document-written', 'employerVerifications/{uid}'],
    ['invitations', 'notifyInvitation', 'document-created', 'invitations/{invitationId}'],
    ['message count', 'countNewMessage', 'document-created', 'threads/{threadId}/messages/{messageId}'],
    ['thread read', 'countThreadRead', 'document-updated', 'threads/{threadId}'],
    ['employer block', 'keepEmployerBlock', 'document-written', 'employerBlocks/{blockId}'],
  ] as const)('reports the %s trigger (%s) as a Firestore %s trigger on %s in asia-south1', (_what, name, event, document) => {
    const trigger = manifest.endpoints[name]!;
    expect(trigger.platform).toBe('gcfv2');
    expect(trigger.region).toEqual(['asia-south1']);
    expect(trigger.eventTrigger?.eventType).toBe(`google.cloud.firestore.${event.replace('-', '.v1.')}`);
    expect(trigger.eventTrigger?.eventFilterPathPatterns).toEqual({ document });
    expect(trigger.eventTrigger?.eventFilters).toMatchObject({ database: '(default)' });
  });

  it('reports the resumes trigger as a Storage object-finalized trigger on the default bucket in asia-south1', () => {
    const trigger = manifest.endpoints.checkResume!;
    expect(trigger.platform).toBe('gcfv2');
    expect(trigger.region).toEqual(['asia-south1']);
    expect(trigger.eventTrigger?.eventType).toBe('google.cloud.storage.object.v1.finalized');
    expect(trigger.eventTrigger?.eventFilters).toEqual({ bucket: 'demo-jobsearch.appspot.com' });
  });

  it('runs every event trigger with retries on, so a failed cascade, copy or count is delivered again', () => {
    const triggers = Object.entries(manifest.endpoints).filter(([, endpoint]) => endpoint.eventTrigger);
    expect(triggers.map(([name]) => name).sort()).toEqual(EVENT_TRIGGERS);
    for (const [name, endpoint] of triggers) expect(endpoint.eventTrigger?.retry, name).toBe(true);
  });

  it("gives the jobs' trigger 300 s, room for the job alerts' capped worst case; the others the default", () => {
    expect(manifest.endpoints.onJobWritten?.timeoutSeconds).toBe(300);
    expect(manifest.endpoints.onUserWritten?.timeoutSeconds ?? null).toBeNull();
  });

  it('schedules the reconciliation daily in India time, in asia-south1, with 540 s to run', () => {
    const job = manifest.endpoints.reconcileDaily!;
    expect(job.platform).toBe('gcfv2');
    expect(job.region).toEqual(['asia-south1']);
    expect(job.scheduleTrigger).toMatchObject({ schedule: 'every day 03:30', timeZone: 'Asia/Kolkata' });
    expect(job.timeoutSeconds).toBe(540);
  });

  // pdfkit reads its data files and the @fontsource fonts at run time (build.mjs leaves them out of the
  // bundle): the builder, bundled as the function is, must find them in what Cloud Build installs.
  it('makes a resume with the installed pdfkit and Noto fonts: shaped Devanagari that reads back', async () => {
    const outfile = join(uploadDir, 'made-resume-check', 'pdf.js');
    const build = spawnSync(process.execPath, ['build.mjs', '--entry=src/made-resume/pdf.ts', `--outfile=${outfile}`], { cwd: sourceDir, encoding: 'utf8' });
    expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
    const input = {
      name: 'सुनील पाटील',
      phoneNumber: null,
      language: 'mr',
      workProfile: {
        education: 'ITI',
        trade: 'Welder',
        experienceYears: 6,
        skills: [],
        districts: ['Pune'],
        expectedSalary: null,
        shift: '',
        languages: [],
        availableFrom: '',
      },
    };
    const script = `require(${JSON.stringify(outfile)}).madeResumePdf(${JSON.stringify(input)}).then((bytes) => process.stdout.write(Buffer.from(bytes).toString('base64')))`;
    // From the upload folder, with none of the repository's node_modules above it.
    const run = spawnSync(process.execPath, ['-e', script], { cwd: uploadDir, encoding: 'utf8', env: { PATH: process.env.PATH, HOME: process.env.HOME } });
    expect(run.status, run.stderr).toBe(0);
    const bytes = new Uint8Array(Buffer.from(run.stdout, 'base64'));
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = await readPdfText(bytes);
    expect(text.glyphText).toContain('सुनील पाटील');
    expect(text.actualText).toContain('शिक्षण');
  });

  it('targets Node.js 22, a runtime firebase-tools still deploys', () => {
    expect(functionsConfig.runtime).toBe('nodejs22');
    expect(runtimes.isRuntime(functionsConfig.runtime!)).toBe(true);
    expect(runtimes.isDecommissioned(functionsConfig.runtime!)).toBe(false);
  });
});
