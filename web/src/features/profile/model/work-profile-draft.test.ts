import { EMPTY_WORK_PROFILE } from '@jobsearch/domain/work-profile';
import { describe, expect, it } from 'vitest';
import { addedEntry, checkWorkProfile, workProfileDraft } from './work-profile-draft';

describe('the work profile form', () => {
  it('starts from the stored profile with numbers as text, and saves them as numbers', () => {
    const draft = workProfileDraft({ ...EMPTY_WORK_PROFILE, experienceYears: 0, expectedSalary: 18000 });
    expect(draft).toMatchObject({ experienceYears: '0', expectedSalary: '18000' });
    expect(workProfileDraft(undefined)).toMatchObject({ experienceYears: '', expectedSalary: '', skills: [] });
    expect(checkWorkProfile(draft)).toEqual({ ok: true, profile: { ...EMPTY_WORK_PROFILE, experienceYears: 0, expectedSalary: 18000 } });
  });
  it("names each wrong field once, a list entry's problem as its list's", () => {
    const check = checkWorkProfile({ ...workProfileDraft(undefined), experienceYears: '50', districts: ['Atlantis'] });
    expect(check.ok).toBe(false);
    expect(Object.keys(check.ok ? {} : check.errors).sort()).toEqual(['districts', 'experienceYears']);
  });
  it('adds a typed entry as the listed value it names, else as typed, never twice', () => {
    const label = (value: string) => (value === 'Arc welding' ? 'आर्क वेल्डिंग' : value);
    expect(addedEntry(' arc  WELDING ', ['Arc welding'], label, [])).toBe('Arc welding');
    expect(addedEntry('आर्क वेल्डिंग', ['Arc welding'], label, [])).toBe('Arc welding');
    expect(addedEntry('Pipe welding', ['Arc welding'], label, [])).toBe('Pipe welding');
    expect(addedEntry('arc welding', ['Arc welding'], label, ['Arc welding'])).toBeNull();
    expect(addedEntry('  ', ['Arc welding'], label, [])).toBeNull();
  });
});
