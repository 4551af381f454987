/**
 * Every namespace of texts, by the English catalog that defines its keys.
 * Each namespace is a folder here with en.ts, hi.ts and mr.ts; the web app
 * loads a namespace's file for the chosen language only, with the routes that
 * use it (`common` always). Add a namespace: its folder, a line in
 * `EnglishCatalogs` and its name in NAMESPACES.
 */
import type auth from './auth/en';
import type choices from './choices/en';
import type common from './common/en';
import type home from './home/en';
import type jobPage from './jobPage/en';
import type jobs from './jobs/en';
import type myApplications from './myApplications/en';
import type offline from './offline/en';
import type notifications from './notifications/en';
import type profile from './profile/en';
import type savedJobs from './savedJobs/en';
import type ui from './ui/en';
import type validation from './validation/en';
import type postJob from './postJob/en';
import type postedJobs from './postedJobs/en';
import type applications from './applications/en';
import type admin from './admin/en';
import type pages from './pages/en';
import type matching from './matching/en';
import type candidates from './candidates/en';
import type messages from './messages/en';
import type resume from './resume/en';

export interface EnglishCatalogs {
  common: typeof common;
  choices: typeof choices;
  validation: typeof validation;
  ui: typeof ui;
  home: typeof home;
  auth: typeof auth;
  jobs: typeof jobs;
  myApplications: typeof myApplications;
  savedJobs: typeof savedJobs;
  notifications: typeof notifications;
  profile: typeof profile;
  postJob: typeof postJob;
  postedJobs: typeof postedJobs;
  applications: typeof applications;
  admin: typeof admin;
  pages: typeof pages;
  offline: typeof offline;
  jobPage: typeof jobPage;
  matching: typeof matching;
  candidates: typeof candidates;
  messages: typeof messages;
  resume: typeof resume;
}

export type Namespace = keyof EnglishCatalogs;

export const NAMESPACES = [
  'common',
  'choices',
  'validation',
  'ui',
  'home',
  'auth',
  'jobs',
  'myApplications',
  'savedJobs',
  'notifications',
  'profile',
  'postJob',
  'postedJobs',
  'applications',
  'admin',
  'pages',
  'offline',
  'jobPage',
  'matching',
  'candidates',
  'messages',
  'resume',
] as const satisfies readonly Namespace[];

/** A text's key, `namespace.key`, as screens pass it to `t()`. */
export type MessageKey = {
  [N in Namespace]: `${N}.${Extract<keyof EnglishCatalogs[N], string>}`;
}[Namespace];
