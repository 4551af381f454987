import type { Translation } from '../../catalog';
import type en from './en';

export default {
  documentTitle: '{name} यांचा रेझ्युमे',
  phone: 'फोन',
  headingWork: 'शिक्षण आणि अनुभव',
  education: 'शिक्षण',
  trade: 'ट्रेड',
  experience: 'अनुभव',
  experienceYears: '{n, plural, one {# वर्ष} other {# वर्षे}}',
  skills: 'कौशल्ये',
  languages: 'बोलता येणाऱ्या भाषा',
  headingWanted: 'मला हवे असलेले काम',
  districts: 'पसंतीचे जिल्हे',
  availableFrom: 'कधीपासून उपलब्ध',
  expectedSalary: 'अपेक्षित पगार',
  salaryPerMonth: 'दरमहा {amount}',
  shift: 'पसंतीची शिफ्ट',
  madeFrom: '{date} रोजी JobSearch India वर या व्यक्तीच्या कामाच्या प्रोफाइलवरून तयार केला.',
  profileIncomplete: 'रेझ्युमेसाठी तुमच्या कामाच्या प्रोफाइलमध्ये माहिती अपुरी आहे: आधी तुमचे शिक्षण, ट्रेड किंवा कौशल्ये आणि अनुभवाची वर्षे जोडा.',
} satisfies Translation<typeof en>;
