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
 * The employer's and the admin's side: the English catalog's ICU sentences
 * (plurals, names) rendered by Lingui for sample values, word for word.
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
    expect(en('postJob.jobNamed', { title: 'Welder', company: 'Acme Ltd' })).toBe('Welder at Acme Ltd');
    expect(en('postJob.repostNotice', { job: 'Welder at Acme Ltd' })).toBe(
      'A new job copied from Welder at Acme Ltd, dated today. Check the details and post it.',
    );
    expect(en('postJob.jobPostFailed', { reason: MESSAGES.networkError })).toBe(MESSAGES.jobPostFailedPrefix + MESSAGES.networkError);
    expect(en('postJob.jobUpdateFailed', { reason: 'x' })).toBe(`${MESSAGES.jobUpdateFailedPrefix}x`);
    expect(en('postJob.greeting', { name: en('postJob.greetingEmployer') })).toBe('Welcome, Employer!');
  });

  it('Posted Jobs: counts, the delete question for 0, 1 and many applications, the status messages', () => {
    for (const [total, shortlisted, text] of [
      [0, 0, '0 applicants · 0 shortlisted'],
      [1, 0, '1 applicant · 0 shortlisted'],
      [1, 1, '1 applicant · 1 shortlisted'],
      [12, 3, '12 applicants · 3 shortlisted'],
    ] as const) {
      expect(en('postedJobs.applicantCounts', { total, shortlisted })).toBe(text);
    }
    for (const [applications, text] of [
      [0, 'Delete Welder at Acme Ltd? It has no applications. This cannot be undone.'],
      [1, 'Delete Welder at Acme Ltd? 1 application and its resume go with it. This cannot be undone.'],
      [2, 'Delete Welder at Acme Ltd? 2 applications and their resumes go with it. This cannot be undone.'],
      [37, 'Delete Welder at Acme Ltd? 37 applications and their resumes go with it. This cannot be undone.'],
    ] as const) {
      expect(en('postedJobs.deleteJobConfirm', { job: 'Welder at Acme Ltd', applications })).toBe(text);
    }
    expect(en('postedJobs.deleteJobCounting', { job: 'Fitter at B' })).toBe('Delete Fitter at B? Counting its applications...');
    expect(en('postedJobs.jobNamedPosted', { title: 'Fitter', company: 'B', posted: '23 Nov 2026' })).toBe('Fitter at B (posted 23 Nov 2026)');
    expect(en('postedJobs.statusChanged', { status: 'Inactive' })).toBe('Job status changed to Inactive');
    expect(en('postedJobs.confirmStatusChange', { status: 'Active' })).toBe('Are you sure you want to mark this job as Active?');
    expect(en('postedJobs.editJobOf', { title: 'Fitter' })).toBe('Edit Fitter');
    expect(en('postedJobs.postAgainOf', { title: 'Fitter' })).toBe('Post again: Fitter');
    expect(en('postedJobs.deleteJobOf', { title: 'Fitter' })).toBe('Delete Fitter');
    // The list's count line, as the page wrote it before.
    expect(en('postedJobs.showing', { shown: 1, total: 1 })).toBe('Showing 1 of 1 job');
    expect(en('postedJobs.showing', { shown: 2, total: 5 })).toBe('Showing 2 of 5 jobs');
  });

  it('Applications: the applicant named in titles and labels, the status moves', () => {
    expect(en('applications.detailsOf', { name: 'Asha' })).toBe('Details of Asha');
    expect(en('applications.moveApplicant', { name: 'Asha' })).toBe('Move Asha to');
    expect(en('applications.statusChanged', { status: 'Shortlisted' })).toBe('Application status changed to Shortlisted');
    expect(en('applications.noApplicantsWithStatus', { status: 'Hired' })).toBe('No applicants with the status Hired.');
    expect(en('applications.interviewTitle', { name: 'Asha' })).toBe('Interview with Asha');
    expect(en('applications.notSelectedTitle', { name: 'Asha' })).toBe('Not selected: Asha');
    expect(en('applications.moveTo', { status: 'Interview' })).toBe('Move to Interview');
    expect(en('applications.statusChangeNotAllowed', { from: 'Hired', to: 'Viewed' })).toBe('An application cannot go from Hired to Viewed.');
  });

  it('Applications: a status problem of the domain is its code and statuses, said in English and in Marathi', () => {
    const notAllowed = statusChangeProblem('Hired', { status: 'Viewed', reason: '' });
    expect(notAllowed).toBe(problem('applications.statusChangeNotAllowed', { from: 'Hired', to: 'Viewed' }));
    expect(sayProblem(en, notAllowed!)).toBe('An application cannot go from Hired to Viewed.');
    expect(sayProblem(en, 'Something else')).toBe('Something else');
    i18n.activate('mr-IN');
    try {
      expect(sayProblem(en, problem('applications.interviewInPast'))).toBe(marathiApplications.interviewInPast);
    } finally {
      i18n.activate('en-IN');
    }
  });

  it('Admin: every tab names its records', () => {
    const kinds = [
      ['users', 'user'],
      ['employers', 'employer'],
      ['jobs', 'job'],
      ['applications', 'application'],
    ] as const;
    for (const [tab, what] of kinds) {
      expect(en(`admin.searchLabel:${tab}`)).toBe(`Search ${tab}`);
      expect(en(`admin.nothingFound:${tab}`)).toBe(`No ${tab} found.`);
      expect(en(`admin.searchBounded:${tab}`, { count: 2000 })).toBe(`Only the newest 2,000 ${tab} were searched.`);
      expect(en(`admin.confirmDelete:${tab}`)).toBe(`Delete this ${what}? This cannot be undone.`);
      expect(en(`admin.deleted:${tab}`)).toBe(`The ${what} was deleted.`);
    }
    expect(en('admin.searchBounded:jobs', { count: 500 })).toBe('Only the newest 500 jobs were searched.');
    expect(en('admin.confirmDeletePerson:users', { name: 'Asha' })).toBe('Delete the user Asha?');
    expect(en('admin.confirmDeletePerson:employers', { name: 'Acme' })).toBe('Delete the employer Acme?');
    expect(en('admin.confirmDeleteJob', { role: 'Welder', company: 'Acme' })).toBe('Delete the job Welder at Acme?');
    expect(en('admin.confirmDeleteApplication', { applicant: 'Priya Sharma', role: 'Welder', company: 'Acme Ltd' })).toBe(
      "Delete Priya Sharma's application to Welder at Acme Ltd?",
    );
    expect(en('admin.confirmBan', { name: 'Asha' })).toBe(
      'Ban Asha? Their account and data are deleted, and their phone number and email address cannot be used to sign up again.',
    );
    expect(en('admin.confirmVerify', { name: 'Acme' })).toBe(
      'Mark Acme as a verified employer? Their jobs then show the "Verified employer" badge to job seekers.',
    );
    expect(en('admin.confirmUnverify', { name: 'Acme' })).toBe('Withdraw the verification of Acme? The "Verified employer" badge goes from their jobs.');
    expect(en('admin.searchNoMatches', { query: 'xyz' })).toBe('No matches for "xyz".');
    for (const [shown, total, text] of [
      [1, 1, '1 match.'],
      [7, 7, '7 matches.'],
      [50, 120, 'Showing the first 50 of 120 matches. Add more words to narrow the search.'],
    ] as const) {
      const key = shown < total ? 'admin.searchCountFirst' : 'admin.searchCount';
      expect(en(key, { shown, total })).toBe(text);
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
