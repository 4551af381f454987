import type { Translation } from '../../catalog';
import type en from './en';

export default {
  lead: 'तुम्ही अर्ज केलेल्या नोकऱ्या, सर्वात नवीन आधी.',
  loading: 'तुमचे अर्ज लोड होत आहेत...',
  loadFailed: 'तुमचे अर्ज लोड होऊ शकले नाहीत. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.',
  noApplicationsYet: 'तुम्ही अजून कोणत्याही नोकरीसाठी अर्ज केलेला नाही.',
  browseJobs: 'नोकऱ्या पाहा',
  count: '{count, plural, one {# अर्ज} other {# अर्ज}}',
  jobOpening: 'नोकरी',
  appliedOn: 'अर्जाची तारीख: ',
  viewResume: 'रेझ्युमे पाहा',
  viewResumeOf: ' ({company} येथे {role} साठी, नवीन टॅबमध्ये उघडते)',
  messageEmployer: 'नियोक्त्याला संदेश पाठवा',
  messageEmployerAbout: ' ({company} येथील {role} बद्दल)',
  resumeLinkMissing: 'रेझ्युमेची लिंक नाही',
  status: 'स्थिती: ',
  timelineLabel: 'स्थितीचा इतिहास: {role}',
  interviewAt: 'मुलाखत: {when}, {where}',
  interviewPhoneCall: 'फोन कॉल',
  notSelectedReason: 'कारण: {reason}.',
} as const satisfies Translation<typeof en>;
