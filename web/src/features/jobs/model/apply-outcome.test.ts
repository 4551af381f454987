import { describe, expect, it } from 'vitest';
import type { Translate } from '../../../i18n';
import { applyReaction } from './apply-outcome';

const t = ((key: string) => `<${key}>`) as Translate;
const say = (message: string) => `said:${message}`;

describe('the apply form answers each ending once', () => {
  it('marks the job and closes on success, says already applied without closing', () => {
    expect(applyReaction({ outcome: 'applied' }, t, say)).toMatchObject({ applied: true, close: true, toast: { kind: 'success', icon: false } });
    expect(applyReaction({ outcome: 'alreadyApplied' }, t, say)).toEqual({
      toast: { kind: 'info', text: '<jobs.alreadyApplied>', toastId: 'jobs.alreadyApplied' },
      errors: { _: '<jobs.alreadyApplied>' },
      applied: true,
      jobClosed: false,
      close: false,
    });
  });

  it('drops a closed job and closes, whether the copy or the application found it closed', () => {
    expect(applyReaction({ outcome: 'jobClosed' }, t, say)).toMatchObject({
      jobClosed: true,
      close: true,
      toast: { kind: 'error', toastId: 'jobs.jobNoLongerAccepting' },
    });
  });

  it("puts a refused copy on the resume, an invalid form's messages on their fields, a failure on the form", () => {
    expect(applyReaction({ outcome: 'refused', message: 'Folder full' }, t, say).errors).toEqual({ resume: 'said:Folder full' });
    expect(applyReaction({ outcome: 'invalid', message: 'Fix it', fieldErrors: { email: 'Bad email' } }, t, say).errors).toEqual({ email: 'said:Bad email' });
    expect(applyReaction({ outcome: 'invalid', message: 'Fix it', fieldErrors: {} }, t, say).errors).toEqual({ _: 'said:Fix it' });
    expect(applyReaction({ outcome: 'failed', error: new Error('x') }, t, say)).toMatchObject({ errors: { _: '<jobs.applyFailed>' }, close: false });
  });

  it('says on the resume choice what a made resume still needs, without closing', () => {
    expect(applyReaction({ outcome: 'profileIncomplete', fields: ['trade'] }, t, say)).toEqual({
      toast: { kind: 'error', text: '<jobs.madeResumeNeeds>', toastId: 'jobs.madeResumeNeeds' },
      errors: { resume: '<jobs.madeResumeNeeds>' },
      applied: false,
      jobClosed: false,
      close: false,
    });
  });
});
