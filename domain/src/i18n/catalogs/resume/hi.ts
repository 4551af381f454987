import type { Translation } from '../../catalog';
import type en from './en';

export default {
  documentTitle: '{name} का रिज़्यूमे',
  phone: 'फ़ोन',
  headingWork: 'शिक्षा और अनुभव',
  education: 'शिक्षा',
  trade: 'ट्रेड',
  experience: 'अनुभव',
  experienceYears: '{n, plural, one {# साल} other {# साल}}',
  skills: 'कौशल',
  languages: 'बोली जाने वाली भाषाएँ',
  headingWanted: 'मुझे किस तरह का काम चाहिए',
  districts: 'पसंद के ज़िले',
  availableFrom: 'कब से उपलब्ध',
  expectedSalary: 'अपेक्षित वेतन',
  salaryPerMonth: '{amount} प्रति माह',
  shift: 'पसंद की शिफ़्ट',
  madeFrom: '{date} को JobSearch India पर इस व्यक्ति की काम की प्रोफ़ाइल से बनाया गया।',
  profileIncomplete: 'रिज़्यूमे के लिए आपकी काम की प्रोफ़ाइल में जानकारी कम है: पहले अपनी शिक्षा, ट्रेड या कौशल और अनुभव के साल जोड़ें।',
} satisfies Translation<typeof en>;
