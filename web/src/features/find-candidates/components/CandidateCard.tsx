import type { CandidateCardWithId } from '@jobsearch/domain/candidates';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { useChoiceLabel } from '../../../i18n/choices';
import { formatDate } from '../../../lib/util/dates';
import { InviteDialog } from './InviteDialog';

/** What the seeker shares, and Invite to apply. */
export function CandidateCard({ card, employerId }: { card: CandidateCardWithId; employerId: string }) {
  const t = useT();
  const label = useChoiceLabel();
  const [inviting, setInviting] = useState(false);
  const rows: [string, string][] = [
    [t('candidates.districts'), card.districts.map((district) => label('city', district)).join(', ')],
    [t('candidates.skills'), card.skills.map((skill) => label('skill', skill)).join(', ')],
    [t('candidates.languages'), card.languages.map((language) => label('spokenLanguage', language)).join(', ')],
  ];
  const headline = [
    card.trade ? label('trade', card.trade) : label('degree', card.education),
    card.experienceYears !== null ? t('candidates.years', { n: card.experienceYears }) : '',
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <article className="card candidate-card" data-testid="candidate-card">
      <header className="candidate-card__head">
        <h2 className="candidate-card__name">{card.displayName}</h2>
        {headline ? <p className="candidate-card__headline">{headline}</p> : null}
      </header>
      <dl className="candidate-card__facts">
        {rows
          .filter(([, value]) => value !== '')
          .map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <p className="muted candidate-card__active">{t('candidates.lastActive', { date: formatDate(card.lastActiveAt) })}</p>
      <button type="button" className="button" onClick={() => setInviting(true)}>
        {t('candidates.invite')}
      </button>
      {inviting ? <InviteDialog card={card} employerId={employerId} onClose={() => setInviting(false)} /> : null}
    </article>
  );
}
