/** "Show number": asks the API for one job's number and shows it, or why not (the day's limit, an unproved phone). */
import { LIMITS } from '@jobsearch/domain/schemas';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n';
import { PATHS } from '../../../lib/util/paths';
import { NEEDS_NETWORK } from '../../../ui/network-guard';
import { PhoneLink } from '../../../ui/PhoneLink';
import { revealedNumber, revealNumber, type Reveal } from '../api/reveal-number';

type State = { kind: 'idle' } | { kind: 'asking' } | Reveal;

export function RevealNumber({ jobId }: { jobId: string }) {
  const t = useT();
  const [state, setState] = useState<State>(() => {
    const known = revealedNumber(jobId);
    return known === undefined ? { kind: 'idle' } : { kind: 'number', mobileNumber: known };
  });
  const ask = () => {
    setState({ kind: 'asking' });
    void revealNumber(jobId).then(setState);
  };

  switch (state.kind) {
    case 'number':
      return state.mobileNumber ? <PhoneLink number={state.mobileNumber} /> : <>{t('jobs.notAvailable')}</>;
    case 'limit':
      return (
        <span className="reveal-number__notice" role="alert" data-testid="number-limit">
          {t('jobs.numberDailyLimit', { limit: LIMITS.numberRevealsPerDay })}
        </span>
      );
    case 'unproved':
      return (
        <span className="reveal-number__notice" role="alert" data-testid="number-unproved">
          {t('jobs.proveToSeeNumber')} <Link to={PATHS.profile}>{t('jobs.openProfile')}</Link>
        </span>
      );
    default:
      return (
        <span className="reveal-number">
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={state.kind === 'asking'}
            onClick={ask}
            data-testid="show-number"
            {...NEEDS_NETWORK}
          >
            {state.kind === 'asking' ? t('jobs.showingNumber') : t('jobs.showNumber')}
          </button>
          {state.kind === 'failed' ? (
            <span className="reveal-number__notice" role="alert">
              {t('jobs.numberFailed')}
            </span>
          ) : null}
        </span>
      );
  }
}
