import type { Translation } from '../../catalog';
import type en from './en';

export default {
  showingLastSeen: 'आप ऑफ़लाइन हैं। आपने पिछली बार जो देखा था, वही दिखाया जा रहा है।',
  needsNetwork: 'आप ऑफ़लाइन हैं। इसके लिए इंटरनेट चाहिए: ऑनलाइन होने पर फिर से कोशिश करें।',
  updateAvailable: 'नया संस्करण उपलब्ध है।',
  reload: 'रीलोड करें',
} satisfies Translation<typeof en>;
