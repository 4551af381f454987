import { describe, expect, it } from 'vitest';
import { asciiDigits } from '../src/digits';
import { parseSalary } from '../src/helpers';
import { jobFiltersSchema, jobInputSchema } from '../src/schemas';
import { readAnswers, type ScreeningQuestion } from '../src/screening';
import { workProfileSchema } from '../src/work-profile-schema';

describe('asciiDigits', () => {
  it('reads Devanagari digits, alone or mixed with ASCII ones, as ASCII', () => {
    expect(asciiDigits('०१२३४५६७८९')).toBe('0123456789');
    expect(asciiDigits('3४5')).toBe('345');
  });
  it('leaves other text alone', () => {
    expect(asciiDigits('OTP: 12 ab नाशिक')).toBe('OTP: 12 ab नाशिक');
  });
});

describe('numbers typed with a Devanagari keyboard, where the schemas read them', () => {
  it('a salary text: its range, and stored with the digits 0-9', () => {
    expect(parseSalary('१५००० - २५०००')).toEqual({ min: 15000, max: 25000 });
    expect(parseSalary('1५000')).toEqual({ min: 15000, max: 15000 });
    const salary = jobInputSchema.shape.salary.parse('१५०००-2५०००');
    expect(salary).toBe('15000-25000');
  });

  it("a work profile's years and expected salary, mixed digits too", () => {
    const profile = workProfileSchema.parse({ experienceYears: '३', expectedSalary: '1८०००' });
    expect(profile).toMatchObject({ experienceYears: 3, expectedSalary: 18000 });
    expect(workProfileSchema.safeParse({ experienceYears: '३x' }).success).toBe(false);
  });

  it("a list's minimum salary", () => {
    expect(jobFiltersSchema.parse({ minSalary: '१५०००' }).minSalary).toBe(15000);
  });

  it('a number answer to a screening question', () => {
    const questions: ScreeningQuestion[] = [{ kind: 'number', text: 'Years of driving?', mustHave: false, needed: null }];
    expect(readAnswers(questions, ['५'])).toEqual({ ok: true, answers: [5] });
    expect(readAnswers(questions, ['1२'])).toEqual({ ok: true, answers: [12] });
  });
});
