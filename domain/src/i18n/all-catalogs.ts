/**
 * Every catalog of every language, for code that renders texts outside the
 * browser: the server's job pages, mails and API answers (functions), and
 * tests. The web app never imports this: it loads one namespace of one
 * language at a time (web/src/i18n/catalogs.ts).
 */
import common_en from './catalogs/common/en';
import common_hi from './catalogs/common/hi';
import common_mr from './catalogs/common/mr';
import choices_en from './catalogs/choices/en';
import choices_hi from './catalogs/choices/hi';
import choices_mr from './catalogs/choices/mr';
import validation_en from './catalogs/validation/en';
import validation_hi from './catalogs/validation/hi';
import validation_mr from './catalogs/validation/mr';
import ui_en from './catalogs/ui/en';
import ui_hi from './catalogs/ui/hi';
import ui_mr from './catalogs/ui/mr';
import home_en from './catalogs/home/en';
import home_hi from './catalogs/home/hi';
import home_mr from './catalogs/home/mr';
import auth_en from './catalogs/auth/en';
import auth_hi from './catalogs/auth/hi';
import auth_mr from './catalogs/auth/mr';
import jobs_en from './catalogs/jobs/en';
import jobs_hi from './catalogs/jobs/hi';
import jobs_mr from './catalogs/jobs/mr';
import myApplications_en from './catalogs/myApplications/en';
import myApplications_hi from './catalogs/myApplications/hi';
import myApplications_mr from './catalogs/myApplications/mr';
import savedJobs_en from './catalogs/savedJobs/en';
import savedJobs_hi from './catalogs/savedJobs/hi';
import savedJobs_mr from './catalogs/savedJobs/mr';
import notifications_en from './catalogs/notifications/en';
import notifications_hi from './catalogs/notifications/hi';
import notifications_mr from './catalogs/notifications/mr';
import profile_en from './catalogs/profile/en';
import profile_hi from './catalogs/profile/hi';
import profile_mr from './catalogs/profile/mr';
import postJob_en from './catalogs/postJob/en';
import postJob_hi from './catalogs/postJob/hi';
import postJob_mr from './catalogs/postJob/mr';
import postedJobs_en from './catalogs/postedJobs/en';
import postedJobs_hi from './catalogs/postedJobs/hi';
import postedJobs_mr from './catalogs/postedJobs/mr';
import applications_en from './catalogs/applications/en';
import applications_hi from './catalogs/applications/hi';
import applications_mr from './catalogs/applications/mr';
import admin_en from './catalogs/admin/en';
import admin_hi from './catalogs/admin/hi';
import admin_mr from './catalogs/admin/mr';
import pages_en from './catalogs/pages/en';
import pages_hi from './catalogs/pages/hi';
import pages_mr from './catalogs/pages/mr';
import offline_en from './catalogs/offline/en';
import offline_hi from './catalogs/offline/hi';
import offline_mr from './catalogs/offline/mr';
import jobPage_en from './catalogs/jobPage/en';
import jobPage_hi from './catalogs/jobPage/hi';
import jobPage_mr from './catalogs/jobPage/mr';
import matching_en from './catalogs/matching/en';
import matching_hi from './catalogs/matching/hi';
import matching_mr from './catalogs/matching/mr';
import candidates_en from './catalogs/candidates/en';
import candidates_hi from './catalogs/candidates/hi';
import candidates_mr from './catalogs/candidates/mr';
import messages_en from './catalogs/messages/en';
import messages_hi from './catalogs/messages/hi';
import messages_mr from './catalogs/messages/mr';
import resume_en from './catalogs/resume/en';
import resume_hi from './catalogs/resume/hi';
import resume_mr from './catalogs/resume/mr';
import type { Catalog } from './catalog';
import type { Namespace } from './catalogs/index';
import type { Language } from './languages';

export const CATALOGS: Readonly<Record<Language, Readonly<Record<Namespace, Catalog>>>> = {
  en: {
    common: common_en,
    choices: choices_en,
    validation: validation_en,
    ui: ui_en,
    home: home_en,
    auth: auth_en,
    jobs: jobs_en,
    myApplications: myApplications_en,
    savedJobs: savedJobs_en,
    notifications: notifications_en,
    profile: profile_en,
    postJob: postJob_en,
    postedJobs: postedJobs_en,
    applications: applications_en,
    admin: admin_en,
    pages: pages_en,
    offline: offline_en,
    jobPage: jobPage_en,
    matching: matching_en,
    candidates: candidates_en,
    messages: messages_en,
    resume: resume_en,
  },
  hi: {
    common: common_hi,
    choices: choices_hi,
    validation: validation_hi,
    ui: ui_hi,
    home: home_hi,
    auth: auth_hi,
    jobs: jobs_hi,
    myApplications: myApplications_hi,
    savedJobs: savedJobs_hi,
    notifications: notifications_hi,
    profile: profile_hi,
    postJob: postJob_hi,
    postedJobs: postedJobs_hi,
    applications: applications_hi,
    admin: admin_hi,
    pages: pages_hi,
    offline: offline_hi,
    jobPage: jobPage_hi,
    matching: matching_hi,
    candidates: candidates_hi,
    messages: messages_hi,
    resume: resume_hi,
  },
  mr: {
    common: common_mr,
    choices: choices_mr,
    validation: validation_mr,
    ui: ui_mr,
    home: home_mr,
    auth: auth_mr,
    jobs: jobs_mr,
    myApplications: myApplications_mr,
    savedJobs: savedJobs_mr,
    notifications: notifications_mr,
    profile: profile_mr,
    postJob: postJob_mr,
    postedJobs: postedJobs_mr,
    applications: applications_mr,
    admin: admin_mr,
    pages: pages_mr,
    offline: offline_mr,
    jobPage: jobPage_mr,
    matching: matching_mr,
    candidates: candidates_mr,
    messages: messages_mr,
    resume: resume_mr,
  },
};
