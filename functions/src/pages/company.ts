/**
 * The HTML of the public company pages (/company/{companyId}): the built web
 * app's index.html with the company in it, its Organization JSON-LD and the
 * preview tags, as render.ts does for a job. Pure; every text escaped.
 */
import {
  organizationJsonLd,
  publicCompanyHeadline,
  publicCompanyPath,
  publicCompanySummary,
  PUBLIC_COMPANY_DATA_ID,
  type PublicCompany,
  type PublicCompanyData,
} from '@jobsearch/domain';
import { escapeHtml } from '@jobsearch/domain/html';
import { choiceLabel } from '@jobsearch/domain/i18n/choice-label';
import { fillTemplate, frame, similarList, text, textsOf, verifiedMark, type RenderOptions, type Texts } from './render';

/** The company's article: name, mark, district, About and its open jobs (each a link to its page). */
export function companyArticle(texts: Texts, company: PublicCompany): string {
  const place = company.district
    ? [choiceLabel(texts.t, 'city', company.district), company.state ? choiceLabel(texts.t, 'state', company.state) : ''].filter(Boolean).join(', ')
    : '';
  const about = company.about
    ? `<section class="card public-company__about" aria-labelledby="company-about"><h2 id="company-about">${escapeHtml(text(texts, 'companyAbout'))}</h2><p class="public-company__about-text">${escapeHtml(company.about)}</p></section>`
    : '';
  const jobs = company.jobs.length ? similarList(texts, company.jobs) : `<p class="muted">${escapeHtml(text(texts, 'companyNoJobs'))}</p>`;
  return (
    `<article class="page public-job public-company" aria-labelledby="public-company-title">` +
    `<header class="public-job__header"><h1 id="public-company-title" class="public-job__title">${escapeHtml(company.name)}</h1>` +
    `${company.verified ? verifiedMark(texts) : notVerifiedMark(texts)}${place ? `<p class="muted public-company__place">${escapeHtml(place)}</p>` : ''}</header>` +
    about +
    `<section class="card public-company__jobs" aria-labelledby="company-jobs"><h2 id="company-jobs">${escapeHtml(text(texts, 'companyOpenJobs'))}</h2>${jobs}</section>` +
    `</article>`
  );
}

/** An employer's company page (HTTP 200); asked not to be indexed while unverified or without an open job, as the sitemap leaves it out. */
export function renderCompanyPage(template: string, company: PublicCompany, options: RenderOptions): string {
  const texts = textsOf(options);
  return fillTemplate(
    template,
    {
      title: publicCompanyHeadline(company, texts.t),
      description: publicCompanySummary(company, texts.t),
      url: `${options.siteUrl}${publicCompanyPath(company.companyId)}`,
      siteUrl: options.siteUrl,
      languageInUrl: options.languageInUrl,
      noindex: !company.verified || company.jobs.length === 0,
      jsonLd: organizationJsonLd(company, options.siteUrl, texts.t('ui.notVerifiedEmployer')),
      data: { id: PUBLIC_COMPANY_DATA_ID, value: { kind: 'company', company } satisfies PublicCompanyData },
      kind: 'company',
    },
    frame(companyArticle(texts, company)),
    texts.language,
  );
}

/** No employer at this id (404): says so, noindex. */
export function renderCompanyNotFound(template: string, companyId: string, options: RenderOptions): string {
  const texts = textsOf(options);
  const heading = text(texts, 'companyNotFoundHeading');
  const explanation = text(texts, 'companyNotFoundText');
  return fillTemplate(
    template,
    {
      title: heading,
      description: explanation,
      url: `${options.siteUrl}${publicCompanyPath(companyId)}`,
      siteUrl: options.siteUrl,
      noindex: true,
      data: { id: PUBLIC_COMPANY_DATA_ID, value: { kind: 'notFound', companyId } satisfies PublicCompanyData },
      kind: 'company',
    },
    frame(
      `<article class="page public-job public-job--gone" aria-labelledby="public-company-title"><h1 id="public-company-title">${escapeHtml(heading)}</h1><p>${escapeHtml(explanation)}</p>` +
        `<p><a href="/jobs">${escapeHtml(text(texts, 'allJobs'))}</a></p></article>`,
    ),
    texts.language,
  );
}

/**
 * Until an admin verifies the employer the page says so plainly, under the
 * name, with what to be careful of: a company page is not a costume.
 */
function notVerifiedMark(texts: Texts): string {
  return (
    `<p class="employer-unverified" data-testid="not-verified"><strong>${escapeHtml(texts.t('ui.notVerifiedEmployer'))}</strong> ` +
    `<span class="muted">${escapeHtml(text(texts, 'companyNotVerified'))}</span></p>`
  );
}
