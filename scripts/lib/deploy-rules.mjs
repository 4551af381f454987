// firestore.rules as deployed: the same file with its storage-url-prefixes
// block naming this project's bucket on the production Storage host only.
//
// Security rules have no variable for the project or its bucket, so the
// committed firestore.rules names the emulators' (project demo-jobsearch, on
// 127.0.0.1 and localhost:9199), which the emulators and the rules tests load
// as it is. `firebase deploy` runs scripts/deploy-rules.mjs first
// (firebase.json firestore.predeploy), which writes .deploy/firestore.rules,
// the file firebase.json deploys. The bucket is the one the web app is built
// with: VITE_FIREBASE_STORAGE_BUCKET (environment, then .env.production and
// .env at the root, as Vite reads them), else <project>.appspot.com, the same
// default web/src/lib/firebase/config.ts uses.
//
// Node built-ins only.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths.mjs';

export const RULES_SOURCE = join(ROOT, 'firestore.rules');
export const DEPLOYED_RULES = join(ROOT, '.deploy', 'firestore.rules');
export const PRODUCTION_STORAGE_HOST = 'https://firebasestorage.googleapis.com';
const BEGIN = '// BEGIN storage-url-prefixes';
const END = '// END storage-url-prefixes';
/** Cloud Storage bucket names: lower-case letters, digits, dots, dashes, underscores; 3 to 222 characters. */
const BUCKET = /^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/;

/** The value of KEY in a dotenv file's text (KEY=value, optionally quoted), or undefined. */
function dotenvValue(text, key) {
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (match && match[1] === key) return match[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return undefined;
}

/** The bucket the deployed web app uses (see the header). */
export function deployBucket({ env = process.env, root = ROOT } = {}) {
  let bucket = env.VITE_FIREBASE_STORAGE_BUCKET;
  for (const file of ['.env.production.local', '.env.local', '.env.production', '.env']) {
    if (bucket) break;
    const path = join(root, file);
    if (existsSync(path)) bucket = dotenvValue(readFileSync(path, 'utf8'), 'VITE_FIREBASE_STORAGE_BUCKET');
  }
  const project = env.GCLOUD_PROJECT || env.VITE_FIREBASE_PROJECT_ID;
  if (!bucket && project) bucket = `${project}.appspot.com`;
  if (!bucket) throw new Error('No Storage bucket: set VITE_FIREBASE_STORAGE_BUCKET (or deploy with a project, GCLOUD_PROJECT).');
  bucket = bucket.replace(/^gs:\/\//, '');
  if (!BUCKET.test(bucket)) throw new Error(`Not a Cloud Storage bucket name: ${JSON.stringify(bucket)}`);
  return bucket;
}

/** The rules text with its storage-url-prefixes block naming only `bucket` on the production host. */
export function rulesForBucket(source, bucket) {
  const begin = source.indexOf(BEGIN);
  const end = source.indexOf(END);
  if (begin < 0 || end < begin) throw new Error(`firestore.rules has no ${BEGIN} ... ${END} block.`);
  const lineStart = source.lastIndexOf('\n', begin) + 1;
  const indent = source.slice(lineStart, begin);
  const body = [
    `${BEGIN} (written by scripts/deploy-rules.mjs for bucket ${bucket})`,
    `${indent}function storageUrlPrefixes() {`,
    `${indent}  return ['${PRODUCTION_STORAGE_HOST}/v0/b/${bucket}/o/'];`,
    `${indent}}`,
    `${indent}`,
  ].join('\n');
  return source.slice(0, begin) + body + source.slice(end);
}

/** Writes .deploy/firestore.rules for the deploy's bucket; returns its path and the bucket. */
export function writeDeployedRules(options = {}) {
  const bucket = deployBucket(options);
  mkdirSync(join(ROOT, '.deploy'), { recursive: true });
  writeFileSync(DEPLOYED_RULES, rulesForBucket(readFileSync(RULES_SOURCE, 'utf8'), bucket));
  return { path: DEPLOYED_RULES, bucket };
}
