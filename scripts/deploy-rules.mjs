// firebase.json firestore.predeploy: writes .deploy/firestore.rules, the
// rules naming this project's bucket (scripts/lib/deploy-rules.mjs).
import { writeDeployedRules } from './lib/deploy-rules.mjs';

try {
  const { path, bucket } = writeDeployedRules();
  console.log(`firestore.rules for bucket ${bucket} written to ${path}`);
} catch (error) {
  console.error(String(error instanceof Error ? error.message : error));
  process.exit(1);
}
