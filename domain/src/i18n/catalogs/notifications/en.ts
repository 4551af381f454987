import { MESSAGES } from '../../../messages';
import type { Catalog } from '../../catalog';

/** The notifications bell of the navigation bar and its panel. A notification's title and body are written again here from its params, in the reader's language. */
export default {
  bellLabel: '{unread, plural, =0 {Notifications} other {Notifications (# unread)}}',
  title: 'Notifications',
  loadFailed: MESSAGES.notificationsLoadFailed,
  empty: MESSAGES.notificationsEmpty,
  new: MESSAGES.notificationNew,
  applicationTitle: 'New application for {jobTitle}',
  applicationBody: '{applicantName} applied for {jobTitle} at {companyName}.',
  statusTitle: 'Your application: {status}',
  statusBody: 'Your application for {jobTitle} at {companyName} is now: {status}.',
  interviewDetails: 'Interview on {when}, {where}.',
  interviewPhoneCall: MESSAGES.interviewPhoneCall,
  notSelectedReason: 'Reason: {reason}.',
  alertTitle: 'New job for your alert: {jobTitle}',
  alertBody: '{companyName} posted {jobTitle} in {city}.',
  invitationTitle: 'Invitation to apply: {jobTitle}',
  invitationBody: '{companyName} invites you to apply for {jobTitle}. Accept or decline it on My Applications.',
  companyNameTakenTitle: 'Job switched off: {jobTitle}',
  companyNameTakenBody:
    'Your job {jobTitle} was switched off: "{companyName}" is the name of a company another employer has verified. Post it under your own company\'s name.',
  mailOpenSite: 'Open JobSearch India: {url}',
} as const satisfies Catalog;
