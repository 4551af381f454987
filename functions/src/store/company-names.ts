import {
  companyNameKeys,
  isUsableNameKey,
  nameTakenBy,
  problem,
  reservedCompanyKey,
  VERIFIED_COMPANY_NAMES,
  type VerifiedCompanyName,
} from '@jobsearch/domain';
import { conflict } from '../errors';
import { log } from '../log';
import { db } from './firebase';

/**
 * Verified company names (domain/src/company-names.ts): the index
 * verifiedCompanyNames/{reservedCompanyKey} says which employer a verified name
 * belongs to. The API refuses another account's job under it, the rules refuse
 * what their key finds, and the jobs trigger takes down what only NFKC finds.
 */
const names = () => db.collection(VERIFIED_COMPANY_NAMES);

/** The verified employer a company name belongs to, when it is not `employerId`; null when the name is free to them. */
export async function companyNameHolder(companyName: string, employerId: string): Promise<VerifiedCompanyName | null> {
  const keys = companyNameKeys(companyName);
  if (keys.length === 0) return null;
  const docs = await db.getAll(...keys.map((key) => names().doc(key)));
  return nameTakenBy(
    docs.map((doc) => (doc.exists ? (doc.data() as Partial<VerifiedCompanyName>) : null)),
    employerId,
  );
}

/** The API's refusal of a job under another employer's verified name (409 company_name_taken, on the field). */
export async function refuseTakenCompanyName(companyName: string, employerId: string): Promise<void> {
  if (!(await companyNameHolder(companyName, employerId))) return;
  const message = problem('postJob.companyNameTaken', { company: companyName.trim() });
  throw conflict('company_name_taken', message, { companyName: message });
}

/**
 * Brings an employer's entry of the index to their verification now: the
 * verified name's key names them; any other key of theirs (a withdrawn mark,
 * a name verified before) goes. A key another employer already holds stays
 * theirs (the first verified keeps it; logged for the admin). Idempotent.
 */
export async function syncVerifiedCompanyName(employerId: string, verifiedName: string | null): Promise<void> {
  const key = verifiedName ? reservedCompanyKey(verifiedName) : '';
  const usable = key !== '' && isUsableNameKey(key);
  const held = await names().where('employerId', '==', employerId).get();
  for (const doc of held.docs) {
    if (usable && doc.id === key) continue;
    // Only if unchanged since read: a concurrent run's newer write stays.
    await doc.ref.delete({ lastUpdateTime: doc.updateTime }).catch((error: unknown) => {
      if ((error as { code?: number }).code !== 9) throw error;
    });
  }
  if (!usable) return;
  await db.runTransaction(async (tx) => {
    const ref = names().doc(key);
    const current = await tx.get(ref);
    const holder = current.get('employerId');
    if (current.exists && holder !== employerId) {
      log.warn("A verified company name is already another employer's", { employerId, holder, key });
      return;
    }
    if (current.exists && current.get('companyName') === verifiedName) return;
    tx.set(ref, { employerId, companyName: verifiedName });
  });
}
