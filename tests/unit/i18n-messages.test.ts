import { MESSAGES } from '@jobsearch/domain/messages';
import { REPORTS_PER_DAY } from '@jobsearch/domain/reports';
import { setupI18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';

/**
 * MESSAGES' templates became ICU messages in the English catalogs
 * (plurals, numbers, placeholders). Rendered in English (en-IN) as the site
 * renders them, each writes word for word what the MESSAGES function writes.
 */
async function english(namespace: string): Promise<ReturnType<typeof setupI18n>> {
  const texts = ((await import(`../../domain/src/i18n/catalogs/${namespace}/en.ts`)) as { default: Record<string, string> }).default;
  const messages: Messages = Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, compileMessage(text)]));
  return setupI18n({ locale: 'en-IN', messages: { 'en-IN': messages } });
}

describe('English ICU messages write what MESSAGES writes', () => {
  it('jobs: the count, "Showing ... of ...", the salary filter and chips, the saved resume', async () => {
    const i18n = await english('jobs');
    for (const n of [0, 1, 2, 999, 1000, 12345, 150000]) {
      expect(i18n._('jobsTotal', { count: n })).toBe(MESSAGES.jobsTotal(n));
      expect(i18n._('jobsShowing', { shown: Math.min(n, 50), total: n })).toBe(MESSAGES.jobsShowing(Math.min(n, 50), n));
    }
    expect(i18n._('showingJobs', { count: 1 })).toBe('Showing 1 job');
    expect(i18n._('showingJobs', { count: 7 })).toBe('Showing 7 jobs');
    expect(i18n._('minSalaryOption', { rupees: '₹15,000' })).toBe(MESSAGES.jobsMinSalaryOption('₹15,000'));
    expect(i18n._('chipMinSalary', { rupees: '₹15,000' })).toBe(MESSAGES.jobsMinSalaryChip('₹15,000'));
    expect(i18n._('chipDistrict', { district: 'Pune' })).toBe(MESSAGES.jobsDistrictChip('Pune'));
    expect(i18n._('useSavedResume', { fileName: 'cv.pdf' })).toBe(MESSAGES.applyUseSavedResume('cv.pdf'));
  });

  it('myApplications: the count, the interview line, the reason, the timeline label', async () => {
    const i18n = await english('myApplications');
    expect(i18n._('count', { count: 1 })).toBe('1 application');
    expect(i18n._('count', { count: 3 })).toBe('3 applications');
    expect(i18n._('interviewAt', { when: '23 Nov 2026, 2:05 pm', where: 'Pune office' })).toBe(MESSAGES.interviewAt('23 Nov 2026, 2:05 pm', 'Pune office'));
    expect(i18n._('notSelectedReason', { reason: 'Position filled' })).toBe('Reason: Position filled.');
    expect(i18n._('timelineLabel', { role: 'Welder' })).toBe(`${MESSAGES.statusTimelineLabel}: Welder`);
  });

  it('savedJobs: the alerts count', async () => {
    const i18n = await english('savedJobs');
    for (const [n, max] of [
      [0, 10],
      [1, 10],
      [10, 10],
    ] as const)
      expect(i18n._('alertsCount', { count: n, max })).toBe(MESSAGES.alertsCount(n, max));
  });

  it("notifications: the bell's name with its unread count", async () => {
    const i18n = await english('notifications');
    for (const n of [0, 1, 2, 12]) expect(i18n._('bellLabel', { unread: n })).toBe(MESSAGES.notificationsLabel(n));
  });

  it('profile: what deleting the account takes, the intros, the email verification', async () => {
    const i18n = await english('profile');
    for (const [jobs, applications] of [
      [0, 0],
      [1, 1],
      [1, 3],
      [4, 1],
      [2, 9],
    ] as const) {
      expect(i18n._('deleteCountsEmployer', { jobs, applications })).toBe(MESSAGES.deleteAccountCounts('employer', jobs, applications));
      expect(i18n._('deleteCountsJobseeker', { applications })).toBe(MESSAGES.deleteAccountCounts('jobseeker', jobs, applications));
    }
    expect(i18n._('emailVerificationSent', { email: 'a@b.in' })).toBe(MESSAGES.emailVerificationSent('a@b.in'));
    expect(i18n._('resumeCurrent', { fileName: 'cv.pdf' })).toBe(MESSAGES.profileResumeCurrent('cv.pdf'));
  });

  it("reports: the daily limit, the admins' notice of a hidden job", async () => {
    expect((await english('jobs'))._('reportsPerDayReached', { max: REPORTS_PER_DAY })).toBe(MESSAGES.reportsPerDayReached(REPORTS_PER_DAY));
    const admin = await english('admin');
    for (const n of [3, 4]) expect(admin._('autoHidden', { reports: n })).toBe(MESSAGES.adminAutoHidden(n));
  });
});
