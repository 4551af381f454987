import type { Translation } from '../../catalog';
import type en from './en';

export default {
  bellLabel: '{unread, plural, =0 {सूचना} other {सूचना (# न वाचलेल्या)}}',
  title: 'सूचना',
  loadFailed: 'सूचना लोड होऊ शकल्या नाहीत. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.',
  empty: 'अजून एकही सूचना नाही.',
  new: 'नवीन',
  applicationTitle: '{jobTitle} साठी नवीन अर्ज',
  applicationBody: '{applicantName} यांनी {companyName} येथील {jobTitle} साठी अर्ज केला.',
  statusTitle: 'तुमचा अर्ज: {status}',
  statusBody: '{companyName} येथील {jobTitle} साठी तुमचा अर्ज आता: {status}.',
  interviewDetails: 'मुलाखत {when} रोजी, {where}.',
  interviewPhoneCall: 'फोन कॉल',
  notSelectedReason: 'कारण: {reason}.',
  alertTitle: 'तुमच्या अलर्टसाठी नवीन नोकरी: {jobTitle}',
  alertBody: '{companyName} यांनी {city} येथे {jobTitle} ची नोकरी पोस्ट केली.',
  invitationTitle: 'अर्ज करण्याचे निमंत्रण: {jobTitle}',
  invitationBody: '{companyName} तुम्हाला {jobTitle} साठी अर्ज करण्याचे निमंत्रण देत आहे. माझे अर्ज पेजवर ते स्वीकारा किंवा नाकारा.',
  companyNameTakenTitle: 'नोकरी बंद केली: {jobTitle}',
  companyNameTakenBody: 'तुमची नोकरी {jobTitle} बंद केली: "{companyName}" हे दुसऱ्या नियोक्त्यासाठी पडताळलेल्या कंपनीचे नाव आहे. ती तुमच्या स्वतःच्या कंपनीच्या नावाने पोस्ट करा.',
  mailOpenSite: 'JobSearch India उघडा: {url}',
} as const satisfies Translation<typeof en>;
