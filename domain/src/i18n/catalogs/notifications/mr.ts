import type { Translation } from '../../catalog';
import type en from './en';

export default {
  bellLabel: '{unread, plural, =0 {सूचना} other {सूचना (# न वाचलेल्या)}}',
  title: 'सूचना',
  loadFailed: 'सूचना लोड होऊ शकल्या नाहीत. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.',
  empty: 'अजून एकही सूचना नाही.',
  new: 'नवीन',
} as const satisfies Translation<typeof en>;
