import type { Translation } from '../../catalog';
import type en from './en';

export default {
  showingLastSeen: 'तुम्ही ऑफलाइन आहात. तुम्ही शेवटी जे पाहिले होते तेच दाखवत आहोत.',
  needsNetwork: 'तुम्ही ऑफलाइन आहात. यासाठी इंटरनेट लागते: ऑनलाइन आल्यावर पुन्हा प्रयत्न करा.',
  updateAvailable: 'नवीन आवृत्ती उपलब्ध आहे.',
  reload: 'रीलोड करा',
} satisfies Translation<typeof en>;
