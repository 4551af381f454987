import type { Translation } from '../../catalog';
import type en from './en';

export default {
  bellLabel: '{unread, plural, =0 {सूचनाएँ} other {सूचनाएँ (# नई)}}',
  title: 'सूचनाएँ',
  loadFailed: 'सूचनाएँ लोड नहीं हो सकीं। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  empty: 'अभी कोई सूचना नहीं है।',
  new: 'नई',
} as const satisfies Translation<typeof en>;
