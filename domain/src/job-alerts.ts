/**
 * Job alerts: the /jobs filters a seeker saves, their words as the search box reads them, the
 * key the jobs trigger finds them by, and whether a job matches. Apart from the pipeline: their
 * words go through the search's lexicon (every place and list name in three scripts), which the
 * pages that only read notifications or saved jobs need not load.
 */
import { z } from 'zod';
import { CITIES_BY_STATE, DEGREES, STATES, stateOfDistrict } from './choices.js';
import { searchTokens, tradesFor } from './helpers.js';
import { PIPELINE_LIMITS, type JobAlert } from './pipeline.js';
import { problem } from './problems.js';
import { searchTerms } from './search/terms.js';

/** The /jobs filters an alert saves. */
export const alertInputSchema = z
  .object({
    q: z.string().trim().max(PIPELINE_LIMITS.alertQuery, problem('jobs.alertQueryTooLong')).default(''),
    degree: z.union([z.enum(DEGREES), z.literal('')], { message: problem('jobs.alertInvalidFilter') }).default(''),
    trade: z.string().default(''),
    state: z.union([z.enum(STATES), z.literal('')], { message: problem('jobs.alertInvalidFilter') }).default(''),
    city: z.string().default(''),
    minSalary: z
      .number({ message: problem('jobs.alertInvalidFilter') })
      .int(problem('jobs.alertInvalidFilter'))
      .min(0)
      .max(PIPELINE_LIMITS.maxSalary)
      .default(0),
  })
  .strict()
  .superRefine((alert, ctx) => {
    if (alert.trade && !tradesFor(alert.degree).includes(alert.trade))
      ctx.addIssue({ code: 'custom', path: ['trade'], message: problem('jobs.alertInvalidFilter') });
    // A district names its state; a district of another state than the one chosen is no filter.
    const state = alert.state || (alert.city ? stateOfDistrict(alert.city) : '');
    if (alert.city && (!state || !CITIES_BY_STATE[state].includes(alert.city)))
      ctx.addIssue({ code: 'custom', path: ['city'], message: problem('jobs.alertInvalidFilter') });
    // Once: reading the words looks each one up in the search's lexicon, typing mistakes included.
    const words = alertWords(alert.q);
    if (words.length === 0 && !alert.degree && !alert.state && !alert.city && alert.minSalary === 0)
      ctx.addIssue({ code: 'custom', path: ['_'], message: problem('jobs.alertNeedsFilter') });
    if (words.length > PIPELINE_LIMITS.alertWords) ctx.addIssue({ code: 'custom', path: ['q'], message: problem('jobs.alertQueryTooLong') });
  });
export type AlertInput = z.output<typeof alertInputSchema>;

/** The lists whose English names an alert looks for among a job's words (alertableWords): district, state, degree, trade, role, shift, job type. */
const KEYWORD_LISTS = new Set(['c', 's', 'd', 't', 'r', 'h', 'j']);

/**
 * The words a search term of an alert stands for among a job's keywords (every beginning of the
 * English words of its role, trade, company and district; its state, shift and job type beside them). A
 * name of the lists typed in Hindi, Marathi, a romanised spelling or with one or two typing
 * mistakes ("वेल्डर", "poona", "weldr") is the English words its listed values share ("welder",
 * "pune"). A Latin word that begins those names, or any other Latin word, is kept as typed: the
 * keywords' beginnings find it, as the jobs list does ("weld" finds welders and welding). Other
 * words of another script stand for nothing: no keyword is in Devanagari.
 */
function keywordsOfTerm(term: { typed: string; alternatives: readonly string[] }): string[] {
  const named = term.alternatives
    .filter((element) => KEYWORD_LISTS.has(element.slice(0, element.indexOf(':'))))
    .map((element) => searchTokens(element.slice(2)));
  const shared = named.length > 0 ? named.reduce((common, words) => common.filter((word) => words.includes(word))) : [];
  const typed = searchTokens(term.typed);
  const latin = typed.length > 0 && typed.join(' ') === term.typed;
  if (latin && (shared.length === 0 || typed.every((word) => shared.some((name) => name.startsWith(word))))) return typed;
  return shared;
}

/**
 * The search words of an alert in the English of a job's keywords (keywordsOfTerm), as the
 * jobs list reads its search box (search/terms.ts: the same names, spellings, typing mistakes
 * and words too common to search by): distinct, cut at 20, longest first.
 */
export function alertWords(q: string): string[] {
  const words = searchTerms(q).flatMap(keywordsOfTerm);
  const tokens = [...new Set(words.map((t) => t.slice(0, PIPELINE_LIMITS.alertWordLength)))];
  return tokens.sort((a, b) => b.length - a.length || a.localeCompare(b));
}

/**
 * The alert's most selective filter as one indexed string: a trade (with its
 * degree), else the district, else its longest search word, else the state, else the degree,
 * else only a minimum salary ('salary'). A new job's candidate alerts are
 * those whose key is one of the job's (alertKeysOfJob), plus the 'salary'
 * ones at or below its salaryMax. firestore.rules compute the same key.
 */
export function alertKey(alert: { degree: string; trade: string; state: string; city: string; words: readonly string[] }): string {
  if (alert.trade !== '') return `trade:${alert.degree}/${alert.trade}`;
  if (alert.city !== '') return `city:${alert.city}`;
  if (alert.words.length > 0) return `word:${alert.words[0]}`;
  if (alert.state !== '') return `state:${alert.state}`;
  if (alert.degree !== '') return `degree:${alert.degree}`;
  return 'salary';
}

/** The alert document a seeker writes (besides createdAt: the server time). */
export function alertFields(uid: string, input: AlertInput) {
  const words = alertWords(input.q);
  const state = input.state || (input.city ? (stateOfDistrict(input.city) ?? '') : '');
  return {
    userId: uid,
    q: input.q,
    words,
    degree: input.degree,
    trade: input.trade,
    state,
    city: input.city,
    minSalary: input.minSalary,
    key: alertKey({ ...input, state, words }),
  };
}

/** What alert matching needs of a job: its filters' fields, its derived keywords and salary. */
export interface AlertableJob {
  degree: string;
  trade: string;
  state: string;
  city: string;
  jobShift: string;
  jobType: string;
  keywords: readonly string[];
  salaryMax: number | null;
}

/** The words an alert's words are looked for in: the job's keywords, and the words of its state, shift and job type. */
const alertableWords = (job: AlertableJob) => [...job.keywords, ...searchTokens(`${job.state} ${job.jobShift} ${job.jobType}`)];

/** Every key an alert matching this job could have, except 'salary' (queried by range). */
export function alertKeysOfJob(job: AlertableJob): string[] {
  const keys = [`city:${job.city}`, `state:${job.state}`, ...alertableWords(job).map((k) => `word:${k}`)];
  if (job.degree) keys.unshift(`degree:${job.degree}`);
  if (job.trade) keys.unshift(`trade:${job.degree}/${job.trade}`);
  return [...new Set(keys)];
}

/** Whether a job matches every filter of an alert (as /jobs would list it for those filters). */
export function alertMatchesJob(alert: Pick<JobAlert, 'degree' | 'trade' | 'state' | 'city' | 'minSalary' | 'words'>, job: AlertableJob): boolean {
  if (alert.degree && alert.degree !== job.degree) return false;
  if (alert.trade && alert.trade !== job.trade) return false;
  if (alert.state && alert.state !== job.state) return false;
  if (alert.city && alert.city !== job.city) return false;
  if (alert.minSalary > 0 && (job.salaryMax === null || job.salaryMax < alert.minSalary)) return false;
  const keywords = new Set(alertableWords(job));
  return alert.words.every((w) => keywords.has(w));
}
