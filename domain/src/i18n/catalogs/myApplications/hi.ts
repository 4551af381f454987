import type { Translation } from '../../catalog';
import type en from './en';

export default {
  lead: 'जिन नौकरियों के लिए आपने आवेदन किया है, सबसे नया पहले।',
  loading: 'आपके आवेदन लोड हो रहे हैं...',
  loadFailed: 'आपके आवेदन लोड नहीं हो सके। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  noApplicationsYet: 'आपने अभी तक किसी नौकरी के लिए आवेदन नहीं किया है।',
  browseJobs: 'नौकरियाँ देखें',
  count: '{count, plural, one {# आवेदन} other {# आवेदन}}',
  jobOpening: 'नौकरी',
  appliedOn: 'आवेदन की तारीख: ',
  viewResume: 'रिज़्यूमे देखें',
  viewResumeOf: ' ({company} में {role} के लिए, नए टैब में खुलता है)',
  messageEmployer: 'नियोक्ता को संदेश भेजें',
  messageEmployerAbout: ' ({company} में {role} के बारे में)',
  resumeLinkMissing: 'रिज़्यूमे का लिंक नहीं है',
  status: 'स्थिति: ',
  timelineLabel: 'स्थिति का इतिहास: {role}',
  interviewAt: 'इंटरव्यू: {when}, {where}',
  interviewPhoneCall: 'फ़ोन कॉल',
  notSelectedReason: 'कारण: {reason}।',
} as const satisfies Translation<typeof en>;
