/**
 * An Indian mobile number without the phone library (libphonenumber-js, about
 * 28 KB gzip): the job schema checks a job's number with it, and the pages
 * that only read jobs load that schema. Every ten digits starting 6-9 are a
 * valid Indian number to libphonenumber-js's metadata (domain/test/phone.test.ts
 * checks the rule against it), so the rule alone decides.
 */

/**
 * A job's contact number as Indians write it, as the stored 10-digit national
 * number (jobs keep the form they always had: old clients of the API read and
 * send it): `98765 43210`, `98765-43210`, `+91 98765 43210`, `+91-98765-43210`,
 * `919876543210`, `0091 98765 43210` and `09876543210` all become
 * `9876543210`. Spaces, dashes, dots and brackets are ignored. Returns null
 * for anything that is not a valid Indian mobile number (starting 6-9), and
 * for a number of another country.
 */
export function normaliseIndianMobile(input: string): string | null {
  const compact = input.trim().replace(/[\s().-]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  const national = compact.startsWith('+91')
    ? compact.slice(3)
    : compact.startsWith('+')
      ? null
      : compact.length === 14 && compact.startsWith('0091')
        ? compact.slice(4)
        : compact.length === 12 && compact.startsWith('91')
          ? compact.slice(2)
          : compact.length === 11 && compact.startsWith('0')
            ? compact.slice(1)
            : compact;
  return national !== null && /^[6-9]\d{9}$/.test(national) ? national : null;
}
