import { describe, expect, it } from 'vitest';
import { asciiDigits } from '../src/digits';

describe('asciiDigits', () => {
  it('reads Devanagari digits, alone or mixed with ASCII ones, as ASCII', () => {
    expect(asciiDigits('०१२३४५६७८९')).toBe('0123456789');
    expect(asciiDigits('3४5')).toBe('345');
  });
  it('leaves other text alone', () => {
    expect(asciiDigits('OTP: 12 ab नाशिक')).toBe('OTP: 12 ab नाशिक');
  });
});
