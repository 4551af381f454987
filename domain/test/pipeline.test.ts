import { describe, expect, it } from 'vitest';
import {
  alertFields,
  alertInputSchema,
  alertKey,
  alertKeysOfJob,
  alertWords,
  alertMatchesJob,
  APPLICATION_STATUSES,
  canChangeStatus,
  derivedJobFields,
  problem,
  statusChangeFields,
  statusChangeProblem,
  statusChangeSchema,
  statusOf,
} from '../src/index';

describe('the application status path', () => {
  it('moves forward (skips allowed), or to Not selected before Hired; never back or to itself', () => {
    expect(canChangeStatus('Applied', 'Viewed')).toBe(true);
    expect(canChangeStatus('Applied', 'Shortlisted')).toBe(true);
    expect(canChangeStatus('Offered', 'Hired')).toBe(true);
    expect(canChangeStatus('Offered', 'Not selected')).toBe(true);
    expect(canChangeStatus('Shortlisted', 'Viewed')).toBe(false);
    expect(canChangeStatus('Viewed', 'Viewed')).toBe(false);
    expect(canChangeStatus('Hired', 'Not selected')).toBe(false);
    expect(canChangeStatus('Not selected', 'Hired')).toBe(false);
    expect(canChangeStatus('Applied', 'Applied')).toBe(false);
    expect(APPLICATION_STATUSES.filter((s) => canChangeStatus('Applied', s))).toEqual(APPLICATION_STATUSES.slice(1));
  });

  it('reads an application without a status as Applied', () => {
    expect(statusOf({})).toBe('Applied');
    expect(statusOf({ status: 'Weird' })).toBe('Applied');
    expect(statusOf({ status: 'Hired' })).toBe('Hired');
  });

  it('checks an interview: a place or a phone call, in the future, within a year', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const at = (ms: number) => new Date(now.getTime() + ms);
    const parse = (input: unknown) => statusChangeSchema.safeParse(input);
    expect(parse({ status: 'Interview' }).success).toBe(false);
    expect(parse({ status: 'Interview', interview: { at: at(3_600_000).toISOString() } }).error?.issues[0]?.message).toBe(
      problem('applications.interviewPlaceRequired'),
    );
    const ok = statusChangeSchema.parse({ status: 'Interview', interview: { at: at(3_600_000).toISOString(), phoneCall: true } });
    expect(statusChangeProblem('Shortlisted', ok, now)).toBeNull();
    const past = statusChangeSchema.parse({ status: 'Interview', interview: { at: at(-1).toISOString(), place: 'Pune' } });
    expect(statusChangeProblem('Shortlisted', past, now)).toBe(problem('applications.interviewInPast'));
    const far = statusChangeSchema.parse({ status: 'Interview', interview: { at: at(367 * 86_400_000).toISOString(), place: 'Pune' } });
    expect(statusChangeProblem('Shortlisted', far, now)).toBe(problem('applications.interviewTooFar'));
    expect(statusChangeProblem('Hired', ok, now)).toBe(problem('applications.statusChangeNotAllowed', { from: 'Hired', to: 'Interview' }));
  });

  it('writes the status, its time under statusHistory, and the reason only with Not selected', () => {
    expect(statusChangeFields(statusChangeSchema.parse({ status: 'Viewed' }), 'T')).toEqual({ status: 'Viewed', 'statusHistory.Viewed': 'T' });
    expect(statusChangeFields(statusChangeSchema.parse({ status: 'Not selected' }), 'T')).toEqual({
      status: 'Not selected',
      'statusHistory.Not selected': 'T',
      notSelectedReason: '',
    });
    expect(statusChangeSchema.safeParse({ status: 'Viewed', reason: 'Other' }).success).toBe(false);
  });
});

describe('job alerts', () => {
  const job = {
    degree: 'ITI',
    trade: 'Fitter',
    state: 'Maharashtra',
    city: 'Pune',
    jobShift: 'Day Shift',
    jobType: 'Industry Job',
    ...derivedJobFields({ jobRole: 'Fitter', companyName: 'Acme Tools', city: 'Pune', salary: '15000 - 20000' }),
  };

  it('keys an alert by its most selective filter', () => {
    const key = (input: object) => alertFields('u', alertInputSchema.parse(input)).key;
    expect(key({ degree: 'ITI', trade: 'Fitter', city: 'Pune', q: 'fitter' })).toBe('trade:ITI/Fitter');
    expect(key({ city: 'Pune', q: 'fitter' })).toBe('city:Pune');
    expect(key({ q: 'acme fitter', degree: 'ITI' })).toBe('word:fitter');
    expect(key({ degree: 'ITI' })).toBe('degree:ITI');
    expect(key({ minSalary: 20000 })).toBe('salary');
    expect(alertKey({ degree: '', trade: '', state: '', city: '', words: [] })).toBe('salary');
    expect(key({ state: 'Karnataka', degree: 'ITI' })).toBe('state:Karnataka');
    expect(alertFields('u', alertInputSchema.parse({ city: 'Bengaluru Urban' })).state).toBe('Karnataka');
  });

  it('refuses an alert without any filter, or with values outside the lists', () => {
    expect(alertInputSchema.safeParse({}).error?.issues[0]?.message).toBe(problem('jobs.alertNeedsFilter'));
    expect(alertInputSchema.safeParse({ q: 'a' }).success).toBe(false);
    expect(alertInputSchema.safeParse({ degree: 'BE', trade: 'Fitter' }).success).toBe(false);
    expect(alertInputSchema.safeParse({ city: 'Goa' }).success).toBe(false);
    expect(alertInputSchema.safeParse({ state: 'Karnataka', city: 'Pune' }).success).toBe(false);
    expect(alertInputSchema.safeParse({ state: 'Atlantis' }).success).toBe(false);
  });

  it("finds a matching alert's key among the job's keys, and checks the other filters", () => {
    const alert = (input: object) => alertFields('u', alertInputSchema.parse(input));
    const keys = alertKeysOfJob(job);
    for (const input of [{ degree: 'ITI', trade: 'Fitter' }, { city: 'Pune' }, { state: 'Maharashtra' }, { q: 'fit' }, { degree: 'ITI' }]) {
      const a = alert(input);
      expect(keys).toContain(a.key);
      expect(alertMatchesJob(a, job)).toBe(true);
    }
    expect(alertMatchesJob(alert({ minSalary: 20000 }), job)).toBe(true);
    expect(alertMatchesJob(alert({ minSalary: 20001 }), job)).toBe(false);
    expect(alertMatchesJob(alert({ q: 'fitter welder' }), job)).toBe(false);
    expect(alertMatchesJob(alert({ state: 'Karnataka', q: 'fitter' }), job)).toBe(false);
    expect(alertMatchesJob(alert({ city: 'Pune', degree: 'BE' }), job)).toBe(false);
  });

  it('reads an alert typed in Hindi, Marathi, a romanised spelling or with typing mistakes as the English words of its names', () => {
    expect(alertWords('वेल्डर पुणे')).toEqual(['welder', 'pune']);
    expect(alertWords('इलेक्ट्रिशियन नागपूर')).toEqual(['electrician', 'nagpur']);
    expect(alertWords('electrican nagpr')).toEqual(['electrician', 'nagpur']);
    expect(alertWords('poona')).toEqual(['pune']);
    expect(alertWords('बेंगलुरु')).toEqual(['bengaluru']);
    // A beginning stays a beginning (every keyword's beginnings are stored); words too common to search by go.
    expect(alertWords('weld')).toEqual(['weld']);
    expect(alertWords('driver and helper')).toEqual(['driver', 'helper']);
    // A free word of another script matches no keyword: nothing to alert on.
    expect(alertInputSchema.safeParse({ q: 'कैंटीन' }).error?.issues[0]?.message).toBe(problem('jobs.alertNeedsFilter'));
  });

  it('matches a job with alerts in every language, its state and its shift', () => {
    const nightWelder = {
      degree: 'ITI',
      trade: 'Welder',
      state: 'Maharashtra',
      city: 'Pune',
      jobShift: 'Night Shift',
      jobType: 'Industry Job',
      ...derivedJobFields({ jobRole: 'Welder', companyName: 'Deccan Motors', city: 'Pune', salary: '15000 - 20000' }),
    };
    const alert = (q: string) => alertFields('u', alertInputSchema.parse({ q }));
    const keys = alertKeysOfJob(nightWelder);
    for (const q of ['वेल्डर पुणे', 'वेल्डर', 'weldr pune', 'welder pune night', 'रात की शिफ्ट वेल्डर', 'maharashtra welder', 'महाराष्ट्र']) {
      expect(keys, q).toContain(alert(q).key);
      expect(alertMatchesJob(alert(q), nightWelder), q).toBe(true);
    }
    for (const q of ['वेल्डर नागपूर', 'electrician', 'welder karnataka', 'day shift']) expect(alertMatchesJob(alert(q), nightWelder), q).toBe(false);
  });
});
