import { english } from '@jobsearch/domain/i18n/english';
import choicesHi from '@jobsearch/domain/i18n/catalogs/choices/hi';
import notificationsEn from '@jobsearch/domain/i18n/catalogs/notifications/en';
import notificationsHi from '@jobsearch/domain/i18n/catalogs/notifications/hi';
import { i18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { notificationLink, notificationText, unreadIds, type Writer } from './notifications';

describe('unreadIds', () => {
  it('lists the notifications not read yet, in order', () => {
    const rows = [
      { id: 'a', kind: 'status', jobId: 'j', read: false },
      { id: 'b', kind: 'alert', jobId: 'j', read: true },
      { id: 'c', kind: 'application', jobId: 'j', read: false },
    ] as const;
    expect(unreadIds(rows)).toEqual(['a', 'c']);
  });
});

describe('notificationLink', () => {
  it('leads a seeker to My Applications or the job, an employer to Applications', () => {
    expect(notificationLink({ kind: 'status', jobId: 'j1' })).toBe('/my-applications');
    expect(notificationLink({ kind: 'alert', jobId: 'j 1' })).toBe('/jobs/j%201');
    expect(notificationLink({ kind: 'application', jobId: 'j1' })).toBe('/Application');
  });
});

describe('notificationText', () => {
  const load = (locale: string, namespace: string, texts: Record<string, string>) =>
    i18n.load(locale, Object.fromEntries(Object.entries(texts).map(([key, text]) => [`${namespace}.${key}`, compileMessage(text)])));
  load('en-IN', 'notifications', notificationsEn);
  load('hi-IN', 'notifications', notificationsHi);
  load('hi-IN', 'choices', choicesHi);
  const writer = (english: boolean): Writer => ({
    english,
    t: (key, values) => i18n._(key, values),
    choice: (list, value) => (`choices.${list}:${value}` in i18n.messages ? i18n._(`choices.${list}:${value}`) : value),
    when: () => '28 Nov 2026, 10:30 am',
  });
  const status = {
    kind: 'status' as const,
    title: english('notifications.statusTitle', { status: 'Not selected' }),
    body: `${english('notifications.statusBody', { jobTitle: 'Electrician', companyName: 'Acme', status: 'Not selected' })} ${english('notifications.notSelectedReason', { reason: 'Position filled' })}`,
    params: { jobTitle: 'Electrician', companyName: 'Acme', status: 'Not selected', reason: 'Position filled' },
  };

  it("in English, shows the server's own words", () => {
    i18n.activate('en-IN');
    expect(notificationText(status, writer(true))).toEqual({ title: status.title, body: status.body });
  });

  it("the English catalog writes exactly the server's sentences from the params", () => {
    i18n.activate('en-IN');
    expect(notificationText(status, { ...writer(false), choice: (_list, value) => value })).toEqual({ title: status.title, body: status.body });
    const alert = { kind: 'alert' as const, title: '', body: '', params: { jobTitle: 'Welder', companyName: 'Acme', city: 'Pune' } };
    expect(notificationText(alert, { ...writer(false), choice: (_list, value) => value })).toEqual({
      title: english('notifications.alertTitle', { jobTitle: 'Welder' }),
      body: english('notifications.alertBody', { jobTitle: 'Welder', companyName: 'Acme', city: 'Pune' }),
    });
    const application = { kind: 'application' as const, title: '', body: '', params: { jobTitle: 'Welder', companyName: 'Acme', applicantName: 'Asha' } };
    expect(notificationText(application, writer(false))).toEqual({
      title: english('notifications.applicationTitle', { jobTitle: 'Welder' }),
      body: english('notifications.applicationBody', { applicantName: 'Asha', jobTitle: 'Welder', companyName: 'Acme' }),
    });
  });

  it('in Hindi, writes the status, the reason, the interview and a listed role in Hindi; the company keeps its own words', () => {
    i18n.activate('hi-IN');
    const text = notificationText(status, writer(false));
    expect(text.title).toBe('आपका आवेदन: चयन नहीं हुआ');
    expect(text.body).toContain('Acme में इलेक्ट्रीशियन');
    expect(text.body).toContain('पद भर गया');
    const interview = {
      ...status,
      params: { jobTitle: 'Electrician', companyName: 'Acme', status: 'Interview', interviewAt: '2026-11-28T05:00:00.000Z', phoneCall: 'yes' },
    };
    expect(notificationText(interview, writer(false)).body).toContain('फ़ोन कॉल');
  });

  it('an older notification without params shows its stored words in any language', () => {
    i18n.activate('hi-IN');
    expect(notificationText({ ...status, params: {} }, writer(false))).toEqual({ title: status.title, body: status.body });
  });
});
