/** The landing page: headline, Browse Jobs, jobs by education, why and how. */
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { loadNamespaces, useT } from '../../i18n';
import { audienceOf } from '../../lib/session/audience';
import { PATHS } from '../../lib/util/paths';
import { useSession } from '../../lib/session';
import { toast } from '../../ui/toast';
import { Hero } from './components/Hero';
import { EducationChoices, EmployerTiles } from './components/HomeChoices';
import { HowItWorks, WhyUs } from './components/WhyAndHow';
import { homeNavigation } from './model/home-nav';
import './home.css';

// A seeker's own section: its code, reads and words load only for them.
const JobsForYou = lazy(() => Promise.all([import('./components/JobsForYou'), loadNamespaces(['matching', 'choices'])]).then(([module]) => module));

export default function HomePage() {
  const t = useT();
  const session = useSession();
  const audience = audienceOf(session);
  const navigate = useNavigate();

  const go = (target: string) => {
    const next = homeNavigation(session.status, target);
    if (next.loginFirst) toast.info(t('common.loginFirst'), { toastId: 'common.loginFirst' });
    navigate(next.to, next.state ? { state: next.state } : undefined);
  };

  const seekerSignedIn = audience === 'jobseeker' && session.status === 'signedIn';
  return (
    <div className={`home${seekerSignedIn ? ' home--seeker' : ''}`}>
      <Hero audience={audience} go={go} compact={seekerSignedIn} />
      {seekerSignedIn ? (
        <Suspense fallback={null}>
          <JobsForYou uid={session.user.uid} workProfile={session.profile?.workProfile} />
        </Suspense>
      ) : null}
      {audience === 'employer' ? <EmployerTiles /> : <EducationChoices go={go} />}
      <WhyUs />
      <HowItWorks />

      {audience === 'jobseeker' ? (
        <section className="cta-band" aria-labelledby="cta-title">
          <div>
            <h2 id="cta-title">{t('home.trackTitle')}</h2>
            <p>{t('home.trackText')}</p>
          </div>
          <button type="button" className="button button--accent button--large" onClick={() => go(PATHS.myApplications)}>
            {t('home.myApplications')}
          </button>
        </section>
      ) : audience === 'visitor' || audience === 'employer' ? (
        <section className="cta-band" aria-labelledby="cta-title">
          <div>
            <h2 id="cta-title">{t('home.hiringTitle')}</h2>
            <p>{t('home.hiringText')}</p>
          </div>
          <button type="button" className="button button--accent button--large" onClick={() => go(PATHS.postJob)}>
            {t('home.postJob')}
          </button>
        </section>
      ) : null}
    </div>
  );
}
