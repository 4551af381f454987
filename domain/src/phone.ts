import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { DEFAULT_COUNTRY_CODE, MIN_PHONE_LENGTH_FOR_OTP } from './constants.js';

/**
 * A phone number as the OTP screens take it: a number without a leading +
 * gets +91. Returns E.164 or null when the number is not a valid one.
 */
export function normalisePhone(input: string): string | null {
  const trimmed = input.replace(/[\s()-]/g, '');
  if (trimmed.length < MIN_PHONE_LENGTH_FOR_OTP) return null;
  const withCountry = trimmed.startsWith('+') ? trimmed : `${DEFAULT_COUNTRY_CODE}${trimmed}`;
  const parsed = parsePhoneNumberFromString(withCountry);
  return parsed && parsed.isValid() ? parsed.number : null;
}

/** A stored E.164 number written for people: +91 98765 43210. */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

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
  if (national === null || !/^[6-9]\d{9}$/.test(national)) return null;
  const parsed = parsePhoneNumberFromString(national, 'IN');
  return parsed && parsed.isValid() ? parsed.nationalNumber : null;
}

/**
 * A stored contact number (a job's 10 digits, or a profile's or an
 * application's E.164) for a tel: link and for people: null when it is not a
 * number a phone can dial.
 */
export function phoneLinkOf(stored: string): { href: string; text: string } | null {
  const e164 = normalisePhone(stored);
  if (!e164) return null;
  return { href: `tel:${e164}`, text: formatPhone(e164) };
}
