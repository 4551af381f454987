/** "Profile 60% complete", its bar, and the most useful thing to add next. */
import type { Completeness } from '@jobsearch/domain/matching';
import type { MessageKey } from '../../../i18n';
import { useT } from '../../../i18n';
import { ProgressBar } from '../../../ui/ProgressBar';

export function CompletenessMeter({ completeness }: { completeness: Completeness }) {
  const t = useT();
  const { percent, next } = completeness;
  return (
    <div className="work-profile__meter" data-testid="profile-meter">
      <p className="work-profile__meter-title">{t('matching.meter', { percent })}</p>
      <ProgressBar value={percent} label={t('matching.meterLabel')} />
      <p className="muted work-profile__next">{next ? t(`matching.next:${next}` as MessageKey) : t('matching.complete')}</p>
    </div>
  );
}
