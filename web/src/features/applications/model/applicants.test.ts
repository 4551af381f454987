import { describe, expect, it } from 'vitest';
import { jobOptions, resumeAction } from './applicants';

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
