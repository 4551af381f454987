// Values no other test (nor the seed) uses, so tests sharing the emulators
// never see each other's data.
import { randomBytes } from 'node:crypto';

/** A suffix no other test uses: `prefix`, the time and random hex. */
export function unique(prefix = 't'): string {
  return `${prefix}${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
}

export const uniqueEmail = (prefix = 'user') => `${unique(prefix)}@example.test`;

/** A valid Indian mobile in E.164, +91 9xxxxxxxxx (the Auth emulator refuses a number twice). */
export function uniquePhone(): string {
  const digits = Array.from(randomBytes(9), (b) => String(b % 10)).join('');
  return `+919${digits}`;
}
