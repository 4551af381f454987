/**
 * An employer's public company page, /company/:companyId. The server's HTML
 * already shows it (functions/src/pages/company.ts); this page draws the same
 * from the data block in it: name, the verified mark, district, About, and
 * the company's open jobs, each a link to its own page.
 */
import { publicCompanyHeadline, type PublicCompany } from '@jobsearch/domain/public-job';
import { Link, useParams } from 'react-router-dom';
import { useT } from '../../i18n';
import { useChoiceLabel } from '../../i18n/choices';
import { PATHS } from '../../lib/util/paths';
import { PageLoading } from '../../ui/PageLoading';
import { PublicPageFailed } from '../../ui/PublicPageFailed';
import { PublicJobList } from '../../ui/PublicJobList';
import { useOwnTitle } from '../../ui/use-own-title';
import { VerifiedBadge } from '../../ui/VerifiedBadge';
import { useCompanyPage } from './api/company-page';

export default function CompanyPage() {
  const t = useT();
  const companyId = useParams().companyId ?? '';
  const page = useCompanyPage(companyId);

  const headline =
    page.status === 'ready' ? (page.data.kind === 'company' ? publicCompanyHeadline(page.data.company, t) : t('jobPage.companyNotFoundHeading')) : null;
  useOwnTitle(headline);

  if (page.status === 'loading') return <PageLoading />;
  if (page.status === 'error') return <PublicPageFailed message={t('jobPage.companyLoadFailed')} />;
  if (page.data.kind === 'notFound') {
    return (
      <article className="page public-job public-job--gone" aria-labelledby="public-company-title">
        <h1 id="public-company-title">{t('jobPage.companyNotFoundHeading')}</h1>
        <p>{t('jobPage.companyNotFoundText')}</p>
        <p>
          <Link to={PATHS.jobs}>{t('jobPage.allJobs')}</Link>
        </p>
      </article>
    );
  }
  return <Company company={page.data.company} />;
}

function Company({ company }: { company: PublicCompany }) {
  const t = useT();
  const choice = useChoiceLabel();
  const place = company.district ? [choice('city', company.district), company.state ? choice('state', company.state) : ''].filter(Boolean).join(', ') : '';
  return (
    <article className="page public-job public-company" aria-labelledby="public-company-title">
      <header className="public-job__header">
        <h1 id="public-company-title" className="public-job__title">
          {company.name}
        </h1>
        {company.verified ? (
          <VerifiedBadge />
        ) : (
          // Until an admin verifies the employer, said plainly (as the server's page does).
          <p className="employer-unverified" data-testid="not-verified">
            <strong>{t('ui.notVerifiedEmployer')}</strong> <span className="muted">{t('jobPage.companyNotVerified')}</span>
          </p>
        )}
        {place ? <p className="muted public-company__place">{place}</p> : null}
      </header>
      {company.about ? (
        <section className="card public-company__about" aria-labelledby="company-about">
          <h2 id="company-about">{t('jobPage.companyAbout')}</h2>
          <p className="public-company__about-text">{company.about}</p>
        </section>
      ) : null}
      <section className="card public-company__jobs" aria-labelledby="company-jobs">
        <h2 id="company-jobs">{t('jobPage.companyOpenJobs')}</h2>
        {company.jobs.length ? <PublicJobList jobs={company.jobs} /> : <p className="muted">{t('jobPage.companyNoJobs')}</p>}
      </section>
    </article>
  );
}
