import { problem } from '@jobsearch/domain/problems';
import { describe, expect, it } from 'vitest';
import {
  asksDetails,
  checkStatusChange,
  jobOptions,
  nextStatuses,
  queriedStatus,
  resumeAction,
  rowsWithStatus,
  shouldMarkViewed,
  STATUS_FILTERS,
} from './applicants';

describe('applicants', () => {
  it('opens a download link of our bucket, or reports the resume link missing', () => {
    const bucket = 'demo-jobsearch.appspot.com';
    const ours = 'https://firebasestorage.googleapis.com/v0/b/demo-jobsearch.appspot.com/o/resumes%2Fu1%2Fj1%2Fcv.pdf?alt=media&token=t';
    expect(resumeAction(ours, bucket)).toEqual({ kind: 'open', url: ours });
    const emulator = 'http://127.0.0.1:9199/v0/b/demo-jobsearch.appspot.com/o/resumes%2Fu1%2Fj1%2Fcv.pdf?alt=media';
    expect(resumeAction(emulator, bucket)).toEqual({ kind: 'open', url: emulator });
    expect(resumeAction('https://example.test/r.pdf', bucket)).toEqual({ kind: 'missing' });
    expect(resumeAction(ours.replace('demo-jobsearch.appspot.com', 'someone-else.appspot.com'), bucket)).toEqual({ kind: 'missing' });
    expect(resumeAction('', bucket)).toEqual({ kind: 'missing' });
    expect(resumeAction(undefined, bucket)).toEqual({ kind: 'missing' });
    expect(resumeAction('javascript:alert(1)//v0/b/demo-jobsearch.appspot.com/o/x', bucket)).toEqual({ kind: 'missing' });
    expect(resumeAction('not a url', bucket)).toEqual({ kind: 'missing' });
  });

  it('labels the job filter by title, telling same-titled jobs apart', () => {
    const jobs = [
      { jobId: 'a', title: 'Electrician', jobRole: 'Electrician', companyName: 'Acme', date: '2025-05-01' },
      { jobId: 'b', title: 'Electrician', jobRole: 'Electrician', companyName: 'Volt', date: '2025-05-02' },
      { jobId: 'c', title: '', jobRole: '', companyName: 'Acme', date: '2025-05-03' },
      { jobId: 'd', title: 'Fitter', jobRole: 'Fitter', companyName: 'Acme', date: '2025-05-04' },
    ];
    expect(jobOptions(jobs)).toEqual([
      { jobId: 'a', label: 'Electrician — Acme, 2025-05-01' },
      { jobId: 'b', label: 'Electrician — Volt, 2025-05-02' },
      { jobId: 'c', label: 'Untitled job' },
      { jobId: 'd', label: 'Fitter' },
    ]);
  });
});

describe('the hiring pipeline on Applications', () => {
  const NOW = new Date('2026-11-23T10:00:00Z');

  it('offers exactly the moves the rules allow: forward (skips allowed), Not selected before Hired, nothing after Hired or Not selected', () => {
    expect(nextStatuses('Applied')).toEqual(['Viewed', 'Shortlisted', 'Interview', 'Offered', 'Hired', 'Not selected']);
    expect(nextStatuses('Shortlisted')).toEqual(['Interview', 'Offered', 'Hired', 'Not selected']);
    expect(nextStatuses('Offered')).toEqual(['Hired', 'Not selected']);
    expect(nextStatuses('Hired')).toEqual([]);
    expect(nextStatuses('Not selected')).toEqual([]);
  });

  it('queries the chosen status, except Applied (stored without a status), which is picked from the rows', () => {
    expect(STATUS_FILTERS[0]).toBe('');
    expect(queriedStatus('')).toBeNull();
    expect(queriedStatus('Applied')).toBeNull();
    expect(queriedStatus('Shortlisted')).toBe('Shortlisted');
    const rows = [{ id: 'a' }, { id: 'b', status: 'Applied' }, { id: 'c', status: 'Viewed' }];
    expect(rowsWithStatus(rows, 'Applied').map((r) => r.id)).toEqual(['a', 'b']);
    expect(rowsWithStatus(rows, 'Viewed').map((r) => r.id)).toEqual(['c']);
    expect(rowsWithStatus(rows, '')).toBe(rows);
  });

  it('marks Viewed only from Applied (a missing status is Applied)', () => {
    expect(shouldMarkViewed({})).toBe(true);
    expect(shouldMarkViewed({ status: 'Applied' })).toBe(true);
    expect(shouldMarkViewed({ status: 'Viewed' })).toBe(false);
    expect(shouldMarkViewed({ status: 'Not selected' })).toBe(false);
  });

  it('asks for details only for Interview and Not selected', () => {
    expect(asksDetails('Interview')).toBe(true);
    expect(asksDetails('Not selected')).toBe(true);
    expect(asksDetails('Shortlisted')).toBe(false);
  });

  it('checks an Interview: when required, a place or a phone call, in the future, within a year', () => {
    expect(checkStatusChange('Viewed', 'Interview', { interview: { when: '', phoneCall: false, place: 'x' } }, NOW)).toEqual({
      ok: false,
      errors: { when: problem('applications.interviewWhenRequired') },
    });
    expect(checkStatusChange('Viewed', 'Interview', { interview: { when: '2026-11-28T10:30', phoneCall: false, place: '  ' } }, NOW)).toEqual({
      ok: false,
      errors: { place: problem('applications.interviewPlaceRequired') },
    });
    expect(checkStatusChange('Viewed', 'Interview', { interview: { when: '2026-11-20T10:30', phoneCall: true, place: '' } }, NOW)).toEqual({
      ok: false,
      errors: { when: problem('applications.interviewInPast') },
    });
    expect(checkStatusChange('Viewed', 'Interview', { interview: { when: '2028-11-20T10:30', phoneCall: true, place: '' } }, NOW)).toEqual({
      ok: false,
      errors: { when: problem('applications.interviewTooFar') },
    });
    const ok = checkStatusChange('Viewed', 'Interview', { interview: { when: '2026-11-28T10:30', phoneCall: true, place: 'ignored' } }, NOW);
    // Typed as India's time: 10:30 IST is 05:00 UTC, whatever zone the device is in.
    expect(ok.ok && ok.change).toEqual({ status: 'Interview', interview: { at: new Date('2026-11-28T05:00:00Z'), phoneCall: true, place: '' }, reason: '' });
  });

  it('checks Not selected with an optional reason, and refuses a move the rules refuse', () => {
    const none = checkStatusChange('Offered', 'Not selected', { reason: '' }, NOW);
    expect(none.ok && none.change).toEqual({ status: 'Not selected', reason: '' });
    const given = checkStatusChange('Applied', 'Not selected', { reason: 'Position filled' }, NOW);
    expect(given.ok && given.change).toEqual({ status: 'Not selected', reason: 'Position filled' });
    expect(checkStatusChange('Applied', 'Not selected', { reason: 'Because' }, NOW).ok).toBe(false);
    expect(checkStatusChange('Hired', 'Not selected', {}, NOW)).toEqual({
      ok: false,
      errors: { _: problem('applications.statusChangeNotAllowed', { from: 'Hired', to: 'Not selected' }) },
    });
    expect(checkStatusChange('Shortlisted', 'Viewed', {}, NOW)).toEqual({
      ok: false,
      errors: { _: problem('applications.statusChangeNotAllowed', { from: 'Shortlisted', to: 'Viewed' }) },
    });
  });
});
