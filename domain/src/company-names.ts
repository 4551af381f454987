/**
 * A verified company name belongs to its employer: no other account's job may
 * carry it. The server keeps an index, `verifiedCompanyNames/{key}`
 * `{ employerIds, companyName }`, written when an admin verifies an employer
 * and removed when the mark goes; firestore.rules look the name up there on
 * every job create and edit, and the API and the jobs trigger do the same.
 * A name may be verified for more than one employer (two real "Shri Sai
 * Enterprises" in two cities): each of them may use it, nobody else.
 *
 * Two keys, because the rules cannot do Unicode normalisation: the rules key
 * is the name lower-cased without spaces or '/' (what the rules compute); the
 * reserved key runs NFKC first, so full-width "ＳＨＲＩ" reads as "shri". The
 * index is written under the reserved key; a look-alike that the rules' key
 * misses is caught by the trigger (the job is taken down).
 */

/** The server-written index of verified names (firestore.rules: read by id only, written by the server). */
export const VERIFIED_COMPANY_NAMES = 'verifiedCompanyNames';

/** What firestore.rules compute from a job's company name: `name.lower().replace('[\\s/]', '')`. */
export function companyNameRulesKey(name: string): string {
  return name.toLowerCase().replace(/[\t\n\f\r /]/g, '');
}

/** The key a verified name is reserved under: Unicode form (NFKC), case, spacing and '/' aside. */
export function reservedCompanyKey(name: string): string {
  return name.normalize('NFKC').toLowerCase().normalize('NFKC').replace(/[\s/]/g, '');
}

/** Whether a key can be a Firestore document id ('.', '..', '__x__' and over 1,500 bytes cannot). */
export function isUsableNameKey(key: string): boolean {
  return key !== '' && key !== '.' && key !== '..' && !/^__.*__$/s.test(key) && new TextEncoder().encode(key).length <= 1500;
}

/** The keys a job's company name is looked up under: the reserved key, and the rules' one when it differs. */
export function companyNameKeys(name: string): string[] {
  return [...new Set([reservedCompanyKey(name), companyNameRulesKey(name)])].filter(isUsableNameKey);
}

/** `verifiedCompanyNames/{key}` as stored. */
export interface VerifiedCompanyName {
  /** The employers verified under this name (firestore.rules: the caller must be one of them). */
  employerIds: string[];
  companyName: string;
}

/**
 * Whether an employer may use a company name, given the index entries found
 * under its keys: the entry that refuses them (a name verified for others
 * only), or null when it is free to them.
 */
export function nameTakenBy(entries: readonly (Partial<VerifiedCompanyName> | undefined | null)[], employerId: string): VerifiedCompanyName | null {
  for (const entry of entries) {
    const ids = Array.isArray(entry?.employerIds) ? entry.employerIds.filter((id): id is string => typeof id === 'string') : [];
    if (ids.length > 0 && !ids.includes(employerId)) return { employerIds: ids, companyName: typeof entry?.companyName === 'string' ? entry.companyName : '' };
  }
  return null;
}
