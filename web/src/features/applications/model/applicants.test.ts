import { describe, expect, it } from 'vitest';
import { jobOptions, resumeAction } from './applicants';

describe('applicants', () => {
  it('opens a resume link, or reports it missing', () => {
    expect(resumeAction('https://example.test/r.pdf')).toEqual({ kind: 'open', url: 'https://example.test/r.pdf' });
    expect(resumeAction('')).toEqual({ kind: 'missing' });
    expect(resumeAction(undefined)).toEqual({ kind: 'missing' });
    expect(resumeAction('javascript:alert(1)')).toEqual({ kind: 'missing' });
    expect(resumeAction('not a url')).toEqual({ kind: 'missing' });
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
