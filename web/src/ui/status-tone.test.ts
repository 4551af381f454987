import { describe, expect, it } from 'vitest';
import { statusTone } from './status-tone';

describe('statusTone', () => {
  it('gives each status a tone', () => {
    expect(statusTone('Applied')).toBe('neutral');
    expect(statusTone('Interview')).toBe('progress');
    expect(statusTone('Hired')).toBe('good');
    expect(statusTone('Not selected')).toBe('bad');
  });
});
