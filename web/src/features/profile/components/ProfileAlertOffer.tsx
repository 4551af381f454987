/**
 * Under a saved work profile: one tap makes a job alert of it (its education
 * and trade, first district and expected salary), mailed like the Jobs list's
 * alerts. The alerts' code (full Firestore SDK) loads on the tap.
 */
import { alertFromWorkProfile } from '@jobsearch/domain/matching';
import type { WorkProfile } from '@jobsearch/domain/work-profile';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { useSay } from '../../../i18n/problems';
import { toast } from '../../../ui/toast';

export function ProfileAlertOffer({ uid, profile, phoneProved }: { uid: string; profile: WorkProfile; phoneProved: boolean }) {
  const t = useT();
  const say = useSay();
  const [state, setState] = useState<'offered' | 'busy' | 'created'>('offered');
  const alert = alertFromWorkProfile(profile);
  if (!alert || state === 'created') return null;

  const create = async () => {
    // Alerts need a proved phone (the rules'); Profile already says how to prove it.
    if (!phoneProved) {
      toast.error(t('ui.verifyPhoneInProfile'));
      return;
    }
    setState('busy');
    const { createJobAlert } = await import('../../../lib/entities/job-alerts');
    const result = await createJobAlert(uid, alert);
    if (result.outcome === 'created') toast.success(say(result.message));
    else toast.error(say(result.message));
    setState(result.outcome === 'created' ? 'created' : 'offered');
  };

  return (
    <div className="work-profile__alert">
      <p>{t('matching.alertOffer')}</p>
      <button type="button" className="button button--secondary" disabled={state === 'busy'} onClick={() => void create()}>
        {t('matching.alertFromProfile')}
      </button>
    </div>
  );
}
