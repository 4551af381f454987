import { describe, expect, it } from 'vitest';
import { englishProblem } from '../src/i18n/english';
import {
  fieldErrors,
  jobContactFields,
  jobContactPath,
  jobInputSchema,
  jobSchema,
  newJobFields,
  derivedJobFields,
  registrationSchema,
  profileUpdateSchema,
  applicationInputSchema,
  emailSchema,
  EMAIL_PATTERN,
  FIELD_PROBLEMS,
} from '../src/index';

const validJob = {
  companyName: 'Sahyadri Infra',
  jobRole: 'Electrician',
  jobShift: 'Day Shift',
  jobType: 'Field Job',
  salary: '15000 - 25000',
  state: 'Maharashtra',
  city: 'Pune',
  location: 'FC Road',
  degree: 'ITI',
  trade: 'Electrician',
  experience: '1-3 years',
  description: 'Wiring',
  gender: 'Other',
  chargeable: 'No',
  mobileNumber: '9876543210',
};

describe('job posting', () => {
  it('accepts a complete posting and fills optional fields with empty text', () => {
    const parsed = jobInputSchema.parse({
      ...validJob,
      jobRole: undefined,
      degree: undefined,
      trade: undefined,
      description: undefined,
      gender: undefined,
      chargeable: undefined,
      mobileNumber: undefined,
    });
    expect(parsed.jobRole).toBe('');
    expect(parsed.status).toBe('Active');
  });

  it('names each missing required field (docs/spec-notes.md §5)', () => {
    const result = jobInputSchema.safeParse({});
    expect(result.success).toBe(false);
    const errors = fieldErrors(result.error!);
    for (const field of ['companyName', 'jobShift', 'jobType', 'salary', 'state', 'city', 'location', 'experience']) {
      expect(errors[field], field).toMatch(/required/);
    }
    expect(errors.jobRole).toBeUndefined();
    expect(errors.description).toBeUndefined();
  });

  it('accepts free text for role, shift, type and experience', () => {
    expect(jobInputSchema.safeParse({ ...validJob, jobRole: 'Drone Pilot', jobShift: 'Rotational', jobType: 'Hybrid', experience: '2 years' }).success).toBe(
      true,
    );
  });

  it('refuses a city outside the state, a trade outside the degree, a bad salary, mobile or unknown key', () => {
    const errors = (input: object) => fieldErrors(jobInputSchema.safeParse(input).error!);
    expect(errors({ ...validJob, city: 'Bengaluru' }).city).toBeDefined();
    expect(errors({ ...validJob, trade: 'MBA' }).trade).toBeDefined();
    expect(errors({ ...validJob, salary: 'lots' }).salary).toBe(FIELD_PROBLEMS.invalidSalary);
    expect(errors({ ...validJob, salary: '50000 - 100' }).salary).toBe(FIELD_PROBLEMS.salaryOrder);
    expect(errors({ ...validJob, mobileNumber: '12345' }).mobileNumber).toBeDefined();
    expect(jobInputSchema.safeParse({ ...validJob, employerId: 'x' }).success).toBe(false);
    expect(errors({ ...validJob, description: 'x'.repeat(5001) }).description).toMatch(/5000/);
  });

  it('derives title, charges, salary numbers, date and keywords when stored (the numbers and keywords on the server)', () => {
    const input = jobInputSchema.parse({ ...validJob, chargeable: 'Yes' });
    const fields = { ...newJobFields(input, 'emp1', new Date('2025-05-17T06:00:00Z')), ...derivedJobFields(input) };
    expect(fields).toMatchObject({ title: 'Electrician', charges: 'Yes', salaryMin: 15000, salaryMax: 25000, date: '2025-05-17', employerId: 'emp1' });
    expect(fields.keywords).toContain('electrician');
    expect(Object.keys(newJobFields(input, 'emp1'))).not.toEqual(expect.arrayContaining(['keywords']));
    expect(newJobFields(input, 'emp1')).not.toHaveProperty('salaryMin');
    expect(derivedJobFields({ ...input, salary: 'Negotiable' })).toMatchObject({ salaryMin: null, salaryMax: null });
    expect(newJobFields(jobInputSchema.parse({ ...validJob, chargeable: '' }), 'e').charges).toBe('No');
  });

  it('keeps the mobile number out of the job: it goes to the private contact document', () => {
    const input = jobInputSchema.parse({ ...validJob, mobileNumber: '+91 98765 43210' });
    expect(newJobFields(input, 'emp1')).not.toHaveProperty('mobileNumber');
    expect(jobContactFields(input, 'emp1')).toEqual({ mobileNumber: '9876543210', employerId: 'emp1' });
    expect(jobContactPath('j1')).toBe('jobs/j1/private/contact');
    // A stored job read through the schema has no number, even one stored before the move.
    expect(jobSchema.shape).not.toHaveProperty('mobileNumber');
  });
});

describe('accounts', () => {
  it('requires every registration field and a known role', () => {
    const errors = fieldErrors(registrationSchema.safeParse({ role: 'admin' }).error!);
    expect(Object.keys(errors).sort()).toEqual(['email', 'name', 'password', 'phoneNumber', 'role']);
  });

  it('lowercases e-mail and keeps an empty profile password as "unchanged"', () => {
    const parsed = profileUpdateSchema.parse({ name: 'A', email: 'A@B.IN', phoneNumber: '+919876543210' });
    expect(parsed).toEqual({ name: 'A', email: 'a@b.in', password: '', phoneNumber: '+919876543210' });
  });

  it('requires a resume link on an application', () => {
    const errors = fieldErrors(
      applicationInputSchema.safeParse({ jobId: 'j', applicantName: 'A', email: 'a@b.in', phoneNumber: '9876543210', resume: '' }).error!,
    );
    expect(englishProblem(errors.resume!)).toBe('Please upload your resume before submitting.');
  });

  it('takes an application phone as typed, refusing letters and too few or many digits', () => {
    const phoneError = (phoneNumber: string) => applicationInputSchema.shape.phoneNumber.safeParse(phoneNumber).error?.issues[0]?.message ?? null;
    for (const ok of ['+919876543210', '9876543210', '98765 43210', '+91 (98765) 43-210']) expect(phoneError(ok)).toBeNull();
    for (const bad of ['abcdefghij', '98765abc10', '12345', '+91 98765', '1234567890123456', '++919876543210']) {
      expect(englishProblem(phoneError(bad)!)).toBe('Please enter a valid phone number.');
    }
  });
});

describe('emailSchema: one plain shape of an email everywhere', () => {
  it('takes letters, digits and . _ + - before a dotted domain, lower-cased', () => {
    for (const email of ['asha@example.in', 'asha.p+jobs@mail.example.co.in', 'a_b-c@x-y.in']) expect(emailSchema.parse(email)).toBe(email);
    expect(emailSchema.parse(' Asha@Example.IN ')).toBe('asha@example.in');
    expect('asha.p+jobs@mail.example.co.in').toMatch(EMAIL_PATTERN);
  });

  it('refuses what a mailto: link would obey, slashes, spaces and quotes, saying why', () => {
    for (const email of [
      'me@x.in?cc=boss%40victim.in&body=hi',
      'a?b@x.in',
      'a&b@x.in',
      'a%b@x.in',
      'a=b@x.in',
      'a/b@x.in',
      'a b@x.in',
      'a"b@x.in',
      "o'brien@x.in",
    ]) {
      const parsed = emailSchema.safeParse(email);
      expect(parsed.success, email).toBe(false);
      expect(parsed.error?.issues[0]?.message, email).toBe(FIELD_PROBLEMS.plainEmail);
    }
  });

  it('still calls a mistyped address invalid', () => {
    expect(emailSchema.safeParse('asha.example.in').error?.issues[0]?.message).toBe(FIELD_PROBLEMS.invalidEmail);
  });
});
