/**
 * Public job pages: what a job's page at /job/{jobId} shows to anyone, signed
 * in or not, and what it tells WhatsApp and Google. Pure: the function renders
 * it into HTML, the web app reads it back from the page. One part per file:
 * - page-data: which jobs have a page, its address, the data block the app reads;
 * - preview: the headline, summary and facts the page and previews show;
 * - job-posting: the schema.org JobPosting (JSON-LD) for Google;
 * - similar-jobs: the open jobs offered beside it;
 * - company-page: a company's page at /company/{companyId}, its jobs and Organization JSON-LD.
 */
export * from './public-job/page-data.js';
export * from './public-job/preview.js';
export * from './public-job/job-posting.js';
export * from './public-job/similar-jobs.js';
export * from './public-job/company-page.js';
export { jsonForScript } from './html.js';
