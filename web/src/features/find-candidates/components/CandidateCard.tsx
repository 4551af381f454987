import { inviteRefusal, inviteRefusalProblem, type CandidateCardWithId, type InviteHistory } from '@jobsearch/domain/candidates';
import { useId, useState } from 'react';
import { useT } from '../../../i18n';
import { useChoiceLabel } from '../../../i18n/choices';
import { useSay } from '../../../i18n/problems';
import { formatDate } from '../../../lib/util/dates';
import { InviteDialog } from './InviteDialog';

interface CandidateCardProps {
  card: CandidateCardWithId;
  employerId: string;
  /** This employer's pair with the seeker (undefined while it is read: the API still refuses). */
  history: InviteHistory | undefined;
  onInvited: () => void;
}

/** What the seeker shares, and Invite to apply: off, saying why, when this employer may not invite them. */
export function CandidateCard({ card, employerId, history, onInvited }: CandidateCardProps) {
  const t = useT();
  const say = useSay();
  const label = useChoiceLabel();
  const reasonId = useId();
  const [inviting, setInviting] = useState(false);
  const refusal = history ? inviteRefusal(history, null) : null;
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
      <button type="button" className="button" onClick={() => setInviting(true)} disabled={refusal !== null} aria-describedby={refusal ? reasonId : undefined}>
        {t('candidates.invite')}
      </button>
      {refusal ? (
        <p id={reasonId} className="muted candidate-card__refusal" data-testid="invite-refusal">
          {say(inviteRefusalProblem(refusal))}
        </p>
      ) : null}
      {inviting ? (
        <InviteDialog
          card={card}
          employerId={employerId}
          history={history}
          onClose={(sent) => {
            setInviting(false);
            if (sent) onInvited();
          }}
        />
      ) : null}
    </article>
  );
}
