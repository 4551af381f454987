/**
 * The HTML of the public job pages: the built web app's
 * index.html with the job in it, so a crawler or a link preview reads the job
 * without JavaScript and a visitor sees it at once; the app then takes over
 * (web/src/features/jobs/PublicJobPage.tsx reads the same data from the page).
 *
 * Pure: template in, HTML out. Every job text is escaped for where it goes
 * (element text, attribute value, or JSON inside a script data block).
 */
import {
  formatSalary,
  jobPostingJsonLd,
  PUBLIC_PAGE_IMAGE,
  jsonForScript,
  publicJobFacts,
  publicJobHeadline,
  publicCompanyPath,
  publicJobSignUpPath,
  publicJobPath,
  publicJobSummary,
  PUBLIC_PAGE_DATA_ID,
  SITE_NAME_PUBLIC,
  type PublicJob,
  type PublicPageData,
} from '@jobsearch/domain';
import { escapeHtml } from '@jobsearch/domain/html';
import { choiceLabel } from '@jobsearch/domain/i18n/choice-label';
import { formatDate } from '@jobsearch/domain/i18n/dates';
import type { MessageKey } from '@jobsearch/domain/i18n/catalogs/index';
import { LANGUAGES } from '@jobsearch/domain/i18n/languages';
import { DEFAULT_LANGUAGE, localeOf, type Language } from '../i18n/languages';
import { translator, type Translate } from '../i18n/translate';

/** The page's texts in one language (the jobPage catalog). */
export interface Texts {
  language: Language;
  t: Translate;
}
export const text = (texts: Texts, key: string, values?: Record<string, string>) => texts.t(`jobPage.${key}` as MessageKey, values);

/** The site's HTML with the loading screen's markup and its inline script taken out (this view skips the 3-second screen). */
export function withoutLoadingScreen(html: string): string {
  const start = html.indexOf('<div id="loading-screen"');
  if (start < 0) return html;
  const comment = html.lastIndexOf('<!--', start);
  const from = comment >= 0 && html.indexOf('-->', comment) < start && !html.slice(html.indexOf('-->', comment) + 3, start).trim() ? comment : start;
  const scriptStart = html.indexOf('<script>', start);
  const scriptEnd = scriptStart < 0 ? -1 : html.indexOf('</script>', scriptStart);
  if (scriptEnd < 0) return html;
  return html.slice(0, from) + html.slice(scriptEnd + '</script>'.length);
}

/**
 * The site's stylesheet written into the page in place of its link: the job's article paints
 * with the document, without waiting a round trip for the CSS. `css` must be the linked file's
 * text byte for byte: the page's Content-Security-Policy allows it by its hash (functions/build.mjs).
 * Without it (the site not built), the page is left as it is.
 */
export function inlineStylesheet(html: string, css: string | null): string {
  const link = /<link rel="stylesheet"[^>]*>/.exec(html);
  if (!link || css === null || css.includes('</style')) return html;
  return html.slice(0, link.index) + `<style>${css}</style>` + html.slice(link.index + link[0].length);
}

export interface Head {
  title: string;
  description: string;
  url: string;
  siteUrl: string;
  /** The address named the language (`?lang=`): that address is the page's own. */
  languageInUrl?: boolean;
  noindex: boolean;
  jsonLd?: unknown;
  /** The data block the app reads back: its element id and value. */
  data: { id: string; value: unknown };
  /** What #root holds (its data-prerendered): the kind of public page. */
  kind: 'job' | 'company';
}

/** The page in one language: its address with `?lang=` (every language's page names the others, for search engines). */
export function languageUrl(url: string, language: Language): string {
  return `${url}?lang=${language}`;
}

export function fillTemplate(template: string, head: Head, article: string, language: Language): string {
  const image = `${head.siteUrl}${PUBLIC_PAGE_IMAGE.path}`;
  const own = head.languageInUrl ? languageUrl(head.url, language) : head.url;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(own)}" />`,
    // The same job in each language; x-default, the address without ?lang=, follows the reader's choice.
    ...LANGUAGES.map((entry) => `<link rel="alternate" hreflang="${entry.locale}" href="${escapeHtml(languageUrl(head.url, entry.code))}" />`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(head.url)}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(own)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${SITE_NAME_PUBLIC}" />`,
    `<meta property="og:locale" content="${localeOf(language).replace('-', '_')}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta property="og:image:width" content="${PUBLIC_PAGE_IMAGE.width}" />`,
    `<meta property="og:image:height" content="${PUBLIC_PAGE_IMAGE.height}" />`,
    `<meta property="og:image:alt" content="${SITE_NAME_PUBLIC}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    head.noindex ? '<meta name="robots" content="noindex" />' : '',
    head.jsonLd ? `<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>` : '',
    `<script type="application/json" id="${head.data.id}">${jsonForScript(head.data.value)}</script>`,
  ].filter(Boolean);
  // Replacer functions, not strings: a job's "$&" or "$'" is text, not a replacement pattern.
  let html = template;
  html = html.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(head.title)} \u00b7 ${SITE_NAME_PUBLIC}</title>`);
  html = html.replace(/<meta name="description"[^>]*>/, () => `<meta name="description" content="${escapeHtml(head.description)}" />`);
  if (language !== DEFAULT_LANGUAGE) html = html.replace(/<html lang="[^"]*"/, () => `<html lang="${localeOf(language)}"`);
  html = html.replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
  html = html.replace(/<div id="root"><\/div>/, () => `<div id="root" data-prerendered="${head.kind}">${article}</div>`);
  return html;
}

const BRAND_MARK =
  '<svg class="brand-mark" width="34" height="34" viewBox="0 0 40 40" aria-hidden="true" focusable="false"><rect width="40" height="40" rx="10" fill="var(--color-primary)"/><path d="M15 13v-2.2c0-1 .8-1.8 1.8-1.8h6.4c1 0 1.8.8 1.8 1.8V13" fill="none" stroke="#fff" stroke-width="2.2"/><rect x="8" y="13" width="24" height="16" rx="3" fill="none" stroke="#fff" stroke-width="2.2"/><path d="M8 19.5h24" stroke="#fff" stroke-width="2.2"/><circle cx="28" cy="28" r="5" fill="var(--color-accent)" stroke="var(--color-primary)" stroke-width="2"/><path d="m31.5 31.5 3 3" stroke="var(--color-accent)" stroke-width="2.6" stroke-linecap="round"/></svg>';

/** The navigation bar's brand, and the page: what shows until the app's own layout replaces it. */
export function frame(main: string): string {
  return (
    `<div class="layout"><header class="navbar"><div class="navbar__inner"><a href="/" class="brand" aria-label="JobSearch India, home">${BRAND_MARK}` +
    `<span class="brand__name">JobSearch <span class="brand__accent">India</span></span></a></div></header>` +
    `<main id="main" class="main" tabindex="-1">${main}</main></div>`
  );
}

export function similarList(texts: Texts, similar: PublicJob[]): string {
  if (similar.length === 0) return `<p class="muted">${escapeHtml(text(texts, 'noSimilarJobs'))}</p>`;
  const items = similar.map((job) => {
    const salary = formatSalary(job);
    return (
      `<li class="public-job__similar-item"><a href="${escapeHtml(publicJobPath(job.jobId))}">${escapeHtml(publicJobHeadline(job, texts.t))}</a>` +
      `${salary ? ` <span class="muted">\u00b7 ${escapeHtml(text(texts, 'salaryPerMonth', { salary }))}</span>` : ''}</li>`
    );
  });
  return `<ul class="public-job__similar-list">${items.join('')}</ul>`;
}

function similarSection(texts: Texts, similar: PublicJob[]): string {
  return `<section class="public-job__similar card" aria-labelledby="similar-jobs"><h2 id="similar-jobs">${escapeHtml(text(texts, 'similarJobs'))}</h2>${similarList(texts, similar)}<p><a href="/jobs">${escapeHtml(text(texts, 'allJobs'))}</a></p></section>`;
}

/** The "Verified employer" mark as the app draws it (ui/VerifiedBadge.tsx): on the job's page and its company's. */
export function verifiedMark(texts: Texts): string {
  return (
    `<span class="employer-badge" data-testid="verified-badge"><svg class="employer-badge__icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">` +
    `<path d="M8 1 2.5 3v4.2c0 3.4 2.3 6.4 5.5 7.8 3.2-1.4 5.5-4.4 5.5-7.8V3L8 1Z" fill="currentColor"/>` +
    `<path d="m5.3 8.1 1.9 1.9 3.6-3.8" fill="none" stroke="#fff" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/></svg>` +
    `${escapeHtml(texts.t('ui.verifiedEmployer'))}</span>`
  );
}

/** The company's name, a link to its page (a page written before company pages has no id). */
function companyLink(texts: Texts, job: PublicJob): string {
  if (!job.companyId) return escapeHtml(job.companyName);
  const label = text(texts, 'companyPageLinkFor', { company: job.companyName });
  return `<a href="${escapeHtml(publicCompanyPath(job.companyId))}" aria-label="${escapeHtml(label)}">${escapeHtml(job.companyName)}</a>`;
}

/** The job's article: heading, facts, description and Apply (a link to log in, coming back here; the app replaces it). */
export function jobArticle(texts: Texts, job: PublicJob): string {
  const facts = publicJobFacts(job, texts.t)
    .map(([label, value]) => `<div class="job-details__row"><dt>${escapeHtml(text(texts, label))}</dt><dd>${escapeHtml(value)}</dd></div>`)
    .join('');
  const role = choiceLabel(texts.t, 'jobRole', job.role);
  const city = job.city ? choiceLabel(texts.t, 'city', job.city) : '';
  const mobile = `<div class="job-details__row"><dt>${escapeHtml(text(texts, 'mobileNumber'))}</dt><dd>${escapeHtml(text(texts, job.hasMobileNumber ? 'mobileAfterLogin' : 'noMobile'))}</dd></div>`;
  const description = `<div class="job-details__row job-details__row--wide"><dt>${escapeHtml(text(texts, 'description'))}</dt><dd class="job-details__description">${escapeHtml(job.description.trim() || text(texts, 'notSpecified'))}</dd></div>`;
  const next = publicJobSignUpPath(job.jobId);
  return (
    `<article class="page public-job" aria-labelledby="public-job-title">` +
    `<header class="public-job__header"><p class="public-job__company">${companyLink(texts, job)}</p>` +
    `<h1 id="public-job-title" class="public-job__title">${escapeHtml(role)}${city ? `<span class="public-job__city"> \u00b7 ${escapeHtml(city)}</span>` : ''}</h1>` +
    (job.employerVerified ? verifiedMark(texts) : '') +
    `<p class="muted public-job__posted">${escapeHtml(text(texts, 'posted', { date: formatDate(job.date, texts.language) }))}</p></header>` +
    `<div class="public-job__actions"><a class="button" href="${escapeHtml(next)}">${escapeHtml(text(texts, 'apply'))}</a></div>` +
    `<div class="card public-job__card"><dl class="job-details">${facts}${mobile}${description}</dl></div>` +
    `</article>`
  );
}

export interface RenderOptions {
  siteUrl: string;
  now: Date;
  /** The reader's language (English when not given). */
  language?: Language;
  /** The language came from the address (`?lang=`), not from the reader's cookie or browser. */
  languageInUrl?: boolean;
}

export function textsOf(options: RenderOptions): Texts {
  const language = options.language ?? DEFAULT_LANGUAGE;
  return { language, t: translator(language) };
}

/** The built site's index.html ready for the public pages: no loading screen, the stylesheet inline. */
export function pageTemplate(indexHtml: string, stylesheet: string | null): string {
  return inlineStylesheet(withoutLoadingScreen(indexHtml), stylesheet);
}

/** An Active job's page (HTTP 200). */
export function renderJobPage(template: string, job: PublicJob, similar: PublicJob[], options: RenderOptions): string {
  const url = `${options.siteUrl}${publicJobPath(job.jobId)}`;
  const texts = textsOf(options);
  return fillTemplate(
    template,
    {
      title: publicJobHeadline(job, texts.t),
      description: publicJobSummary(job, texts.t),
      url,
      siteUrl: options.siteUrl,
      languageInUrl: options.languageInUrl,
      noindex: false,
      jsonLd: jobPostingJsonLd(job, options.siteUrl, options.now),
      data: { id: PUBLIC_PAGE_DATA_ID, value: { kind: 'job', job, similar } satisfies PublicPageData },
      kind: 'job',
    },
    frame(jobArticle(texts, job) + similarSection(texts, similar)),
    texts.language,
  );
}

/** A closed job's page (410) or an unknown job's (404): says so, offers similar open jobs, and asks not to be indexed. */
export function renderGonePage(template: string, kind: 'closed' | 'notFound', jobId: string, similar: PublicJob[], options: RenderOptions): string {
  const texts = textsOf(options);
  const heading = text(texts, kind === 'closed' ? 'closedHeading' : 'notFoundHeading');
  const explanation = text(texts, kind === 'closed' ? 'closedText' : 'notFoundText');
  const article =
    `<article class="page public-job public-job--gone" aria-labelledby="public-job-title"><h1 id="public-job-title">${escapeHtml(heading)}</h1>` +
    `<p>${escapeHtml(explanation)}</p></article>`;
  return fillTemplate(
    template,
    {
      title: heading,
      description: explanation,
      url: `${options.siteUrl}${publicJobPath(jobId)}`,
      siteUrl: options.siteUrl,
      noindex: true,
      data: { id: PUBLIC_PAGE_DATA_ID, value: { kind, jobId, similar } satisfies PublicPageData },
      kind: 'job',
    },
    frame(article + similarSection(texts, similar)),
    texts.language,
  );
}
