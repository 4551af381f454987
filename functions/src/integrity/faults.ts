import { FieldValue, type Firestore } from 'firebase-admin/firestore';

/**
 * A fault switch for the emulators' trigger tests: a named step of a cascade
 * (say `deleteResumeFolder`) fails the next N times it runs, so a test can
 * show that a failed step fails its invocation and that what it left is still
 * removed (by a retry or by the reconciliation).
 *
 * It is honoured only when all three hold:
 * - the Functions emulator runs this code (`FUNCTIONS_EMULATOR=true`, which
 *   Cloud Functions never sets);
 * - the project is a demo project (`demo-…`): the emulators only ever serve
 *   those without credentials, and no real Firebase project may carry the prefix;
 * - the server-only document `faults/{step}` (no client may read or write it:
 *   firestore.rules has no match for `faults`) holds `remaining` > 0.
 * Off by default: without the document nothing fails. In production the first
 * check returns before Firestore is read, so the switch costs nothing there.
 */
export const FAULTS_COLLECTION = 'faults';

export type FaultStep = 'deleteResumeFolder' | 'deleteResumeFiles';

/** The environment the checks read: the process's own unless a test gives one. */
type Env = Record<string, string | undefined>;

function projectOf(env: Env): string {
  if (env.GCLOUD_PROJECT) return env.GCLOUD_PROJECT;
  try {
    return String((JSON.parse(env.FIREBASE_CONFIG ?? '{}') as { projectId?: unknown }).projectId ?? '');
  } catch {
    return '';
  }
}

/** Whether fault switches may be honoured here at all: the emulator, serving a demo project. */
export function faultsAllowed(env: Env = process.env): boolean {
  return env.FUNCTIONS_EMULATOR === 'true' && projectOf(env).startsWith('demo-');
}

/** The error an armed step throws. */
export class InjectedFault extends Error {
  constructor(step: string) {
    super(`Injected fault at ${step} (emulators only)`);
    this.name = 'InjectedFault';
  }
}

/**
 * Throws InjectedFault when the step is armed (and counts one use down);
 * otherwise does nothing. `db` is given by the caller, so this module does not
 * connect to Firebase on import.
 */
export async function faultPoint(step: FaultStep, db: () => Firestore, env: Env = process.env): Promise<void> {
  if (!faultsAllowed(env)) return;
  const ref = db().collection(FAULTS_COLLECTION).doc(step);
  const armed = await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const remaining = snapshot.get('remaining');
    if (typeof remaining !== 'number' || remaining <= 0) return false;
    tx.update(ref, { remaining: FieldValue.increment(-1), fired: FieldValue.increment(1) });
    return true;
  });
  if (armed) throw new InjectedFault(step);
}
