import { DEGREES, TRADES_BY_DEGREE, type Degree, type EducationFilter } from './choices.js';
import { RESUME_MAX_BYTES } from './constants.js';
import { problem } from './problems.js';
import { asciiDigits } from './digits.js';

export {
  MIN_PHONE_LENGTH_FOR_OTP,
  OTP_MIN_LENGTH,
  DEFAULT_COUNTRY_CODE,
  LOADING_SCREEN_MS,
  TOAST_AUTO_CLOSE_MS,
  JOBS_FIRST_PAGE_SIZE,
  JOBS_PAGE_SIZE,
  RESUME_MAX_BYTES,
  RESUME_FILES_PER_JOB,
  RESUME_FILES_PER_ACCOUNT,
  DESCRIPTION_MAX_LENGTH,
  PRIVACY_EFFECTIVE_DATE,
  TYPING_ANIMATION,
} from './constants.js';

/** Resume formats accepted by the apply form and by storage.rules. */
export const RESUME_CONTENT_TYPES = {
  'application/pdf': '.pdf',
  'application/msword': '.doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
} as const;

/** One application per seeker and job: the document id says so. */
export function applicationId(jobId: string, applicantId: string): string {
  return `${jobId}_${applicantId}`;
}

/** One report per seeker and job: the document id says so. */
export function reportId(jobId: string, reporterId: string): string {
  return `${jobId}_${reporterId}`;
}

/** Open reports that take a job off the seekers' list until an admin decides. */
export const REPORTS_TO_HIDE = 3;

/** Today's date in India as YYYY-MM-DD: the posting date of a job. */
export function todayInIndia(now: Date = new Date()): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Admin date picker: slashes are read as dashes, and DD-MM-YYYY becomes YYYY-MM-DD. */
export function normaliseDateFilter(input: string): string {
  const dashed = input.trim().replace(/\//g, '-');
  const dayFirst = /^(\d{2})-(\d{2})-(\d{4})$/.exec(dashed);
  return dayFirst ? `${dayFirst[3]}-${dayFirst[2]}-${dayFirst[1]}` : dashed;
}

/** An Indian mobile number written as 10 digits, the job's optional contact. */
export function isIndianMobile(input: string): boolean {
  return /^[6-9]\d{9}$/.test(input);
}

export interface SalaryRange {
  min: number;
  max: number;
}

/** Reads the free-text salary 'Min - Max' (commas, ₹ and a single figure allowed). */
export function parseSalary(text: string): SalaryRange | null {
  const cleaned = asciiDigits(text)
    .replace(/[₹,\s]/g, '')
    .replace(/[–—]/g, '-');
  const match = /^(\d{1,9})(?:-(\d{1,9}))?$/.exec(cleaned);
  if (!match) return null;
  const min = Number(match[1]);
  const max = match[2] === undefined ? min : Number(match[2]);
  return { min, max };
}

const rupeeFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** ₹ with Indian digit grouping: 1200000 -> ₹12,00,000. */
export function formatRupees(amount: number): string {
  return `₹${rupeeFormat.format(amount)}`;
}

/** Salary as a card shows it, from the stored numbers or, failing those, the text. */
export function formatSalary(
  job: { salary: string; salaryMin?: number | null; salaryMax?: number | null },
  /** How an amount is written: en-IN here; the web app passes the chosen language's. */
  rupees: (amount: number) => string = formatRupees,
): string {
  const range = job.salaryMin != null && job.salaryMax != null ? { min: job.salaryMin, max: job.salaryMax } : parseSalary(job.salary);
  if (!range) return job.salary ? `₹${job.salary}` : '';
  return range.min === range.max ? rupees(range.min) : `${rupees(range.min)} - ${rupees(range.max)}`;
}

export function isDegree(value: string): value is Degree {
  return (DEGREES as readonly string[]).includes(value);
}

export function tradesFor(degree: string): readonly string[] {
  return isDegree(degree) ? TRADES_BY_DEGREE[degree] : [];
}

/** Home's education buttons mapped onto the job degree filter (docs/spec-notes.md, reading notes). */
export function educationToFilter(education: string): { degree: Degree; trade?: string } | null {
  const mapping: Record<EducationFilter, { degree: Degree; trade?: string }> = {
    '10th': { degree: '10th' },
    '12th': { degree: '12th' },
    Graduate: { degree: 'Graduation' },
    Postgraduate: { degree: 'Post-Graduation' },
    'B.Tech': { degree: 'Graduation', trade: 'B.Tech' },
    BE: { degree: 'BE' },
  };
  return (mapping as Record<string, { degree: Degree; trade?: string }>)[education] ?? null;
}

/** Why a resume file may not be uploaded, as a problem (problems.ts); null when it is fine. */
export function resumeFileProblem(file: { name: string; type: string; size: number }): string | null {
  const extension = file.name.toLowerCase().slice(file.name.lastIndexOf('.'));
  const knownType = file.type in RESUME_CONTENT_TYPES;
  const knownExtension = Object.values(RESUME_CONTENT_TYPES).includes(extension as never);
  if (!knownType && !knownExtension) return problem('validation.resumeWrongType');
  if (file.size > RESUME_MAX_BYTES) return problem('validation.resumeTooLarge');
  return null;
}

/** The content type to upload a resume with, from its type or its extension. */
export function resumeContentType(file: { name: string; type: string }): string {
  if (file.type in RESUME_CONTENT_TYPES) return file.type;
  const extension = file.name.toLowerCase().slice(file.name.lastIndexOf('.'));
  const entry = Object.entries(RESUME_CONTENT_TYPES).find(([, ext]) => ext === extension);
  return entry ? entry[0] : file.type;
}

/** A file name safe for a Storage path: letters, digits, dot, dash, underscore. */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '_')
    .replace(/_+/g, '_');
  return cleaned.slice(-100) || 'resume';
}

const MIN_TOKEN = 2;
const MAX_KEYWORDS = 200;

/** Lower-case words of a text, for the search box. */
export function searchTokens(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}+#.]+/u)
    .map((t) => t.replace(/^\.+|\.+$/g, ''))
    .filter((t) => t.length >= MIN_TOKEN);
}

/** The text of a job the search box searches: role, company, city, degree and trade. */
export interface SearchableJob {
  jobRole?: string;
  companyName: string;
  city: string;
  degree?: string;
  trade?: string;
}

/**
 * Keywords stored on a job so the search box can query with array-contains:
 * every prefix (2+ letters) of every word of its role, company, city, degree
 * and trade. A word with dots ("b.com", "b.sc.") also counts without them
 * ("bcom"), so either spelling finds it. Degree and trade come first: a long
 * description of the role cannot push them past the cap.
 */
export function searchKeywords(job: SearchableJob): string[] {
  const text = `${job.degree ?? ''} ${job.trade ?? ''} ${job.jobRole ?? ''} ${job.companyName} ${job.city}`;
  const words = new Set<string>();
  for (const token of searchTokens(text)) {
    words.add(token);
    const dotless = token.replace(/\./g, '');
    if (dotless.length >= MIN_TOKEN) words.add(dotless);
  }
  const keywords = new Set<string>();
  for (const word of words) {
    for (let end = MIN_TOKEN; end <= Math.min(word.length, 20); end++) keywords.add(word.slice(0, end));
  }
  return [...keywords].slice(0, MAX_KEYWORDS);
}

/** The search query a job list runs: the longest word goes to Firestore, the rest filter the page. */
export function searchPlan(query: string): { keyword: string | null; rest: string[] } {
  const tokens = [...new Set(searchTokens(query))].map((t) => t.slice(0, 20));
  if (tokens.length === 0) return { keyword: null, rest: [] };
  const keyword = tokens.reduce((a, b) => (b.length > a.length ? b : a));
  return { keyword, rest: tokens.filter((t) => t !== keyword) };
}

/** Whether a job's words contain every remaining search word as a prefix. */
export function matchesSearchWords(job: SearchableJob, words: string[]): boolean {
  if (words.length === 0) return true;
  const keywords = new Set(searchKeywords(job));
  return words.every((w) => keywords.has(w));
}
