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

/** The index entry that refuses `employerId` this company name (verified for others only); null when it is free to them. */
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
 * Brings an employer's place in the index to their verification now: the
 * verified name's key lists them; every other key that lists them (a
 * withdrawn mark, a name verified before) loses them, and goes when nobody is
 * left. A name verified for two employers lists both. Each key in its own
 * transaction, so runs that overlap still end at the truth; idempotent.
 */
export async function syncVerifiedCompanyName(employerId: string, verifiedName: string | null): Promise<void> {
  const key = verifiedName ? reservedCompanyKey(verifiedName) : '';
  const usable = key !== '' && isUsableNameKey(key);
  const held = await names().where('employerIds', 'array-contains', employerId).get();
  const keys = new Set([...held.docs.map((doc) => doc.id), ...(usable ? [key] : [])]);
  for (const each of keys) {
    await db.runTransaction(async (tx) => {
      const ref = names().doc(each);
      const current = await tx.get(ref);
      const ids: string[] = Array.isArray(current.get('employerIds')) ? current.get('employerIds') : [];
      const others = ids.filter((id) => id !== employerId);
      const keep = usable && each === key;
      if (keep) {
        if (ids.includes(employerId) && current.get('companyName') !== undefined) return;
        tx.set(ref, { employerIds: [...others, employerId], companyName: current.get('companyName') ?? verifiedName });
        if (others.length) log.info('A company name verified for more than one employer', { key: each, employerIds: [...others, employerId] });
      } else if (ids.includes(employerId)) {
        if (others.length) tx.update(ref, { employerIds: others });
        else tx.delete(ref);
      }
    });
  }
}
