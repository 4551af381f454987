import { MESSAGES } from '@jobsearch/domain/messages';
import { i18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { beforeAll, describe, expect, it } from 'vitest';
import admin from '../../domain/src/i18n/catalogs/admin/en';
import applications from '../../domain/src/i18n/catalogs/applications/en';
import pages from '../../domain/src/i18n/catalogs/pages/en';
import postJob from '../../domain/src/i18n/catalogs/postJob/en';
import postedJobs from '../../domain/src/i18n/catalogs/postedJobs/en';
import marathiApplications from '../../domain/src/i18n/catalogs/applications/mr';
import choicesEn from '../../domain/src/i18n/catalogs/choices/en';
import { problem, sayProblem } from '@jobsearch/domain/problems';
import { statusChangeProblem } from '@jobsearch/domain/pipeline';
import { richText } from '../../web/src/i18n/rich';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * The employer's and the admin's side: where MESSAGES builds a
 * sentence with a function (plurals, names), the English catalog writes it as
 * ICU, and for sample values the English rendering is MESSAGES' own, word for
 * word. A catalog taken from MESSAGES as it is needs no proof.
 */
const CATALOGS = { admin, applications, pages, postJob, postedJobs, choices: choicesEn };

beforeAll(() => {
  const messages: Record<string, ReturnType<typeof compileMessage>> = {};
  for (const [namespace, texts] of Object.entries(CATALOGS)) {
    for (const [key, text] of Object.entries(texts)) messages[`${namespace}.${key}`] = compileMessage(text);
  }
  i18n.load('en-IN', messages);
  i18n.load('mr-IN', Object.fromEntries(Object.entries(marathiApplications).map(([key, text]) => [`applications.${key}`, compileMessage(text)])));
  i18n.activate('en-IN');
});

const en = (key: string, values?: Record<string, unknown>) => i18n._(key, values);

describe('the employer and admin catalogs write English word for word', () => {
  it('Post a Job: the job named, Post again, the failures with their reason', () => {
    expect(en('postJob.jobNamed', { title: 'Welder', company: 'Acme Ltd' })).toBe(MESSAGES.jobNamed('Welder', 'Acme Ltd'));
    expect(en('postJob.repostNotice', { job: 'Welder at Acme Ltd' })).toBe(MESSAGES.repostNotice('Welder at Acme Ltd'));
    expect(en('postJob.jobPostFailed', { reason: MESSAGES.networkError })).toBe(MESSAGES.jobPostFailedPrefix + MESSAGES.networkError);
    expect(en('postJob.jobUpdateFailed', { reason: 'x' })).toBe(`${MESSAGES.jobUpdateFailedPrefix}x`);
    expect(en('postJob.greeting', { name: en('postJob.greetingEmployer') })).toBe('Welcome, Employer!');
  });

  it('Posted Jobs: counts, the delete question for 0, 1 and many applications, the status messages', () => {
    for (const [total, shortlisted] of [
      [0, 0],
      [1, 0],
      [1, 1],
      [12, 3],
    ] as const) {
      expect(en('postedJobs.applicantCounts', { total, shortlisted })).toBe(MESSAGES.jobApplicantCounts(total, shortlisted));
    }
    for (const applications of [0, 1, 2, 37]) {
      expect(en('postedJobs.deleteJobConfirm', { job: 'Welder at Acme Ltd', applications })).toBe(
        MESSAGES.deleteJobConfirm('Welder at Acme Ltd', applications),
      );
    }
    expect(en('postedJobs.deleteJobCounting', { job: 'Fitter at B' })).toBe(MESSAGES.deleteJobCounting('Fitter at B'));
    expect(en('postedJobs.jobNamedPosted', { title: 'Fitter', company: 'B', posted: '23 Nov 2026' })).toBe(MESSAGES.jobNamed('Fitter', 'B', '23 Nov 2026'));
    expect(en('postedJobs.statusChanged', { status: 'Inactive' })).toBe(MESSAGES.statusChanged('Inactive'));
    expect(en('postedJobs.confirmStatusChange', { status: 'Active' })).toBe(MESSAGES.confirmStatusChange('Active'));
    expect(en('postedJobs.editJobOf', { title: 'Fitter' })).toBe(MESSAGES.editJobOf('Fitter'));
    expect(en('postedJobs.postAgainOf', { title: 'Fitter' })).toBe(MESSAGES.postAgainOf('Fitter'));
    expect(en('postedJobs.deleteJobOf', { title: 'Fitter' })).toBe(MESSAGES.deleteJobOf('Fitter'));
    // The list's count line, as the page wrote it before.
    expect(en('postedJobs.showing', { shown: 1, total: 1 })).toBe('Showing 1 of 1 job');
    expect(en('postedJobs.showing', { shown: 2, total: 5 })).toBe('Showing 2 of 5 jobs');
  });

  it('Applications: the applicant named in titles and labels, the status moves', () => {
    expect(en('applications.detailsOf', { name: 'Asha' })).toBe(MESSAGES.applicantDetailsOf('Asha'));
    expect(en('applications.moveApplicant', { name: 'Asha' })).toBe(MESSAGES.applicantStatusMove('Asha'));
    expect(en('applications.statusChanged', { status: 'Shortlisted' })).toBe(MESSAGES.applicationStatusChanged('Shortlisted'));
    expect(en('applications.noApplicantsWithStatus', { status: 'Hired' })).toBe(MESSAGES.noApplicantsWithStatus('Hired'));
    expect(en('applications.interviewTitle', { name: 'Asha' })).toBe(MESSAGES.interviewDialogTitle('Asha'));
    expect(en('applications.notSelectedTitle', { name: 'Asha' })).toBe(MESSAGES.notSelectedDialogTitle('Asha'));
    expect(en('applications.moveTo', { status: 'Interview' })).toBe(MESSAGES.statusDialogConfirm('Interview'));
    expect(en('applications.statusChangeNotAllowed', { from: 'Hired', to: 'Viewed' })).toBe(MESSAGES.statusChangeNotAllowed('Hired', 'Viewed'));
  });

  it('Applications: a status problem of the domain is its code and statuses, said in English and in Marathi', () => {
    const notAllowed = statusChangeProblem('Hired', { status: 'Viewed', reason: '' });
    expect(notAllowed).toBe(problem('applications.statusChangeNotAllowed', { from: 'Hired', to: 'Viewed' }));
    expect(sayProblem(en, notAllowed!)).toBe(MESSAGES.statusChangeNotAllowed('Hired', 'Viewed'));
    expect(sayProblem(en, 'Something else')).toBe('Something else');
    i18n.activate('mr-IN');
    try {
      expect(sayProblem(en, problem('applications.interviewInPast'))).toBe(marathiApplications.interviewInPast);
    } finally {
      i18n.activate('en-IN');
    }
  });

  it('Admin: every tab names its records as MESSAGES does', () => {
    const kinds = [
      ['users', 'user'],
      ['employers', 'employer'],
      ['jobs', 'job'],
      ['applications', 'application'],
    ] as const;
    for (const [tab, what] of kinds) {
      expect(en(`admin.searchLabel:${tab}`)).toBe(MESSAGES.adminSearchLabel(tab));
      expect(en(`admin.nothingFound:${tab}`)).toBe(MESSAGES.adminNothingFound(tab));
      expect(en(`admin.searchBounded:${tab}`, { count: 2000 })).toBe(MESSAGES.adminSearchBounded(2000, tab).replace('2000', '2,000'));
      expect(en(`admin.confirmDelete:${tab}`)).toBe(MESSAGES.adminConfirmDelete(what));
      expect(en(`admin.deleted:${tab}`)).toBe(MESSAGES.adminDeleted(what));
    }
    expect(en('admin.searchBounded:jobs', { count: 500 })).toBe(MESSAGES.adminSearchBounded(500, 'jobs'));
    expect(en('admin.confirmDeletePerson:users', { name: 'Asha' })).toBe(MESSAGES.adminConfirmDeletePerson('user', 'Asha'));
    expect(en('admin.confirmDeletePerson:employers', { name: 'Acme' })).toBe(MESSAGES.adminConfirmDeletePerson('employer', 'Acme'));
    expect(en('admin.confirmDeleteJob', { role: 'Welder', company: 'Acme' })).toBe(MESSAGES.adminConfirmDeleteJob('Welder', 'Acme'));
    expect(en('admin.confirmDeleteApplication', { applicant: 'Priya Sharma', role: 'Welder', company: 'Acme Ltd' })).toBe(
      MESSAGES.adminConfirmDeleteApplication('Priya Sharma', 'Welder', 'Acme Ltd'),
    );
    expect(en('admin.confirmBan', { name: 'Asha' })).toBe(MESSAGES.adminConfirmBan('Asha'));
    expect(en('admin.confirmVerify', { name: 'Acme' })).toBe(MESSAGES.adminConfirmVerify('Acme'));
    expect(en('admin.confirmUnverify', { name: 'Acme' })).toBe(MESSAGES.adminConfirmUnverify('Acme'));
    expect(en('admin.searchNoMatches', { query: 'xyz' })).toBe(MESSAGES.adminSearchNoMatches('xyz'));
    for (const [shown, total] of [
      [1, 1],
      [7, 7],
      [50, 120],
    ] as const) {
      const key = shown < total ? 'admin.searchCountFirst' : 'admin.searchCount';
      expect(en(key, { shown, total })).toBe(MESSAGES.adminSearchCount(shown, total));
    }
  });

  it('Pages: the Not Found title and the legal titles are the page titles', () => {
    expect(pages.notFoundTitle).toBe('Page not found');
    expect(en('pages.effectiveDate', { date: 'May 17, 2025' })).toBe('Effective date: May 17, 2025');
    expect(en('pages.terms8')).toBe('How we collect, use and protect your information is described in our <0>Privacy Policy</0>.');
  });

  it('a sentence with marked parts puts each part in its element, in the order the language writes them', () => {
    const html = (text: string) =>
      renderToStaticMarkup(
        createElement('p', null, richText(text, { 0: createElement<{ href: string; children?: ReactNode }>('a', { href: '/t' }), 1: createElement('strong') })),
      );
    expect(html('I accept the <0>terms and conditions</0>')).toBe('<p>I accept the <a href="/t">terms and conditions</a></p>');
    expect(html('मी <0>अटी व शर्ती</0> स्वीकारतो')).toBe('<p>मी <a href="/t">अटी व शर्ती</a> स्वीकारतो</p>');
    expect(html('<1>Name</1>, <0>email</0>.')).toBe('<p><strong>Name</strong>, <a href="/t">email</a>.</p>');
    expect(html('No marks at all')).toBe('<p>No marks at all</p>');
  });
});
