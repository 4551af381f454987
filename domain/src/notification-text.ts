/**
 * A notification's title and body, written from its kind and params by the
 * `notifications` catalog: the server writes them in English on the stored
 * notification and in the recipient's language in the mail, and the bell
 * writes them again in the reader's language.
 */
import type { ChoiceList, Translate } from './i18n/translate.js';
import type { NotificationKind } from './pipeline.js';

/** What writing a notification needs: texts, choice labels and the date format of one language. */
export interface NotificationWriter {
  t: Translate;
  choice: (list: ChoiceList, value: string) => string;
  /** An interview's time: India's, with its zone named ("11:00 am IST"), whatever the reader's zone. */
  when: (at: Date) => string;
}

export function writeNotification(kind: NotificationKind, params: Readonly<Record<string, string>>, w: NotificationWriter): { title: string; body: string } {
  const p = params;
  // The job's role by its label when it is one of the list's (the employer's own words otherwise).
  const job = { jobTitle: w.choice('jobRole', p.jobTitle ?? ''), companyName: p.companyName ?? '' };
  switch (kind) {
    case 'application':
      return {
        title: w.t('notifications.applicationTitle', job),
        body: w.t('notifications.applicationBody', { ...job, applicantName: p.applicantName ?? '' }),
      };
    case 'alert':
      return {
        title: w.t('notifications.alertTitle', job),
        body: w.t('notifications.alertBody', { ...job, city: w.choice('city', p.city ?? '') }),
      };
    case 'invitation':
      return {
        title: w.t('notifications.invitationTitle', job),
        body: w.t('notifications.invitationBody', job),
      };
    case 'companyNameTaken':
      return {
        title: w.t('notifications.companyNameTakenTitle', job),
        body: w.t('notifications.companyNameTakenBody', job),
      };
    case 'status': {
      const status = w.choice('applicationStatus', p.status ?? '');
      const parts = [w.t('notifications.statusBody', { ...job, status })];
      const at = p.interviewAt ? new Date(p.interviewAt) : null;
      if (at && !Number.isNaN(at.getTime()))
        parts.push(
          w.t('notifications.interviewDetails', {
            when: w.when(at),
            where: p.phoneCall === 'yes' ? w.t('notifications.interviewPhoneCall') : (p.interviewPlace ?? ''),
          }),
        );
      if (p.reason) parts.push(w.t('notifications.notSelectedReason', { reason: w.choice('notSelectedReason', p.reason) }));
      return { title: w.t('notifications.statusTitle', { status }), body: parts.join(' ') };
    }
  }
}
