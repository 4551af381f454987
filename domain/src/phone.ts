import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { DEFAULT_COUNTRY_CODE, MIN_PHONE_LENGTH_FOR_OTP } from './constants.js';

export { normaliseIndianMobile } from './indian-mobile.js';

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
 * A stored contact number (a job's 10 digits, or a profile's or an
 * application's E.164) for a tel: link and for people: null when it is not a
 * number a phone can dial.
 */
export function phoneLinkOf(stored: string): { href: string; text: string } | null {
  const e164 = normalisePhone(stored);
  if (!e164) return null;
  return { href: `tel:${e164}`, text: formatPhone(e164) };
}
