/** "Show number": asks the API for one job's number and shows it, or why not (the day's limit, an unproved phone). */
import { LIMITS } from '@jobsearch/domain/schemas';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n';
import { PATHS } from '../../../lib/util/paths';
import { NEEDS_NETWORK } from '../../../ui/network-guard';
import { revealedNumber, revealNumber, type Reveal } from '../api/reveal-number';

// The phone library that writes the number for people (+91 98765 43210) loads with the first number shown, not with the list.
const PhoneLink = lazy(() => import('../../../ui/PhoneLink').then((module) => ({ default: module.PhoneLink })));

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
      return state.mobileNumber ? (
        <Suspense fallback={<span className="phone-link">{state.mobileNumber}</span>}>
          <PhoneLink number={state.mobileNumber} />
        </Suspense>
      ) : (
        <>{t('jobs.notAvailable')}</>
      );
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
