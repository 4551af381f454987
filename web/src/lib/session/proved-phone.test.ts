import { describe, expect, it } from 'vitest';
import { isPhoneProved } from './proved-phone';

describe('isPhoneProved', () => {
  it('is true only when Auth holds the profile number', () => {
    expect(isPhoneProved('+919876543210', { phoneNumber: '+919876543210' })).toBe(true);
    expect(isPhoneProved(null, { phoneNumber: '+919876543210' })).toBe(false);
    expect(isPhoneProved('+919876543211', { phoneNumber: '+919876543210' })).toBe(false);
    expect(isPhoneProved('+919876543210', null)).toBe(false);
  });
});
