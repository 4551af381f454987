/** Profile's "Let employers find me": off until the seeker turns it on; what employers see, said up front. */
import type { FindMe } from '@jobsearch/domain/candidates';
import { useId, useState } from 'react';
import { useT } from '../../../i18n';
import { formatDate } from '../../../lib/util/dates';
import { toast } from '../../../ui/toast';
import { setFindMe } from '../api/find-me';

export function FindMeCard({ uid, findMe, phoneProved }: { uid: string; findMe: FindMe | undefined; phoneProved: boolean }) {
  const t = useT();
  const id = useId();
  const [busy, setBusy] = useState(false);
  // The choice shows at once; the saved profile takes over when it is read again (or the write fails).
  const [chosen, setChosen] = useState<boolean | null>(null);
  const on = chosen ?? findMe?.on === true;
  // Withdrawing is always possible; giving consent needs a proved phone (the rules').
  const disabled = busy || (!on && !phoneProved);

  const change = async (next: boolean) => {
    setBusy(true);
    setChosen(next);
    try {
      await setFindMe(uid, next);
      toast.success(t(next ? 'candidates.findMeTurnedOn' : 'candidates.findMeTurnedOff'));
    } catch (error) {
      console.error('Saving "Let employers find me" failed', error);
      toast.error(t('candidates.findMeFailed'));
    } finally {
      setChosen(null);
      setBusy(false);
    }
  };

  const status = (() => {
    if (!on)
      return !phoneProved
        ? t('candidates.findMeNeedsPhone')
        : findMe
          ? t('candidates.findMeOffSince', { date: formatDate(findMe.at) })
          : t('candidates.findMeOff');
    // Turned on a moment ago: the time comes with the saved profile.
    return findMe?.on ? t('candidates.findMeOnSince', { date: formatDate(findMe.at) }) : '';
  })();

  return (
    <section className="card profile-card find-me" aria-labelledby={`${id}-title`} data-testid="find-me">
      <h2 id={`${id}-title`}>{t('candidates.findMeTitle')}</h2>
      <p className="muted">{t('candidates.findMeIntro')}</p>
      <label className="find-me__toggle">
        <input type="checkbox" role="switch" checked={on} disabled={disabled} onChange={(e) => void change(e.target.checked)} />
        <span>{t('candidates.findMeToggle')}</span>
      </label>
      <p className="find-me__status" role="status">
        {status}
      </p>
    </section>
  );
}
