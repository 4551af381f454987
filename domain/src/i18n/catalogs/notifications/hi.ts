import type { Translation } from '../../catalog';
import type en from './en';

export default {
  bellLabel: '{unread, plural, =0 {सूचनाएँ} other {सूचनाएँ (# नई)}}',
  title: 'सूचनाएँ',
  loadFailed: 'सूचनाएँ लोड नहीं हो सकीं। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  empty: 'अभी कोई सूचना नहीं है।',
  new: 'नई',
  applicationTitle: '{jobTitle} के लिए नया आवेदन',
  applicationBody: '{applicantName} ने {companyName} में {jobTitle} के लिए आवेदन किया।',
  statusTitle: 'आपका आवेदन: {status}',
  statusBody: '{companyName} में {jobTitle} के लिए आपका आवेदन अब: {status}।',
  interviewDetails: 'इंटरव्यू {when} को, {where}।',
  interviewPhoneCall: 'फ़ोन कॉल',
  notSelectedReason: 'कारण: {reason}।',
  alertTitle: 'आपके अलर्ट के लिए नई नौकरी: {jobTitle}',
  alertBody: '{companyName} ने {city} में {jobTitle} की नौकरी पोस्ट की।',
  invitationTitle: 'आवेदन का निमंत्रण: {jobTitle}',
  invitationBody: '{companyName} आपको {jobTitle} के लिए आवेदन करने का निमंत्रण देता है। मेरे आवेदन पेज पर इसे स्वीकार या अस्वीकार करें।',
  companyNameTakenTitle: 'नौकरी बंद की गई: {jobTitle}',
  companyNameTakenBody:
    'आपकी नौकरी {jobTitle} बंद कर दी गई: "{companyName}" एक ऐसी कंपनी का नाम है जिसे किसी दूसरे नियोक्ता के लिए सत्यापित किया गया है। इसे अपनी कंपनी के नाम से पोस्ट करें।',
  mailOpenSite: 'JobSearch India खोलें: {url}',
} as const satisfies Translation<typeof en>;
