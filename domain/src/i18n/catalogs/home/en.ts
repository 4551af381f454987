import { EDUCATION_FILTERS } from '../../../education';
import { MESSAGES } from '../../../messages';
import type { Catalog } from '../../catalog';

/** Home: the hero, the six education buttons (their labels here, so Home never loads `choices`), why and how, the employer's tiles. */
const education = Object.fromEntries(EDUCATION_FILTERS.map((e) => [`education:${e.value}`, e.label])) as Record<
  `education:${(typeof EDUCATION_FILTERS)[number]['value']}`,
  string
>;

export default {
  heroBadge: 'Jobs in every state and district of India',
  heroTitle: 'Find Your Dream Job',
  heroLead: 'Explore thousands of opportunities from top companies.',
  employerHomeLead: MESSAGES.employerHomeLead,
  browseJobs: 'Browse Jobs',
  postJob: 'Post a Job',
  pointFree: 'Free for job seekers',
  pointVerified: 'Verified mobile numbers',
  pointOneResume: 'Apply with one resume',
  artActive: 'Active',
  employerHomeTitle: MESSAGES.employerHomeTitle,
  employerHomeIntro: MESSAGES.employerHomeIntro,
  employerPostJobText: MESSAGES.employerPostJobText,
  employerPostedJobsText: MESSAGES.employerPostedJobsText,
  employerApplicationsText: MESSAGES.employerApplicationsText,
  employerTileMore: MESSAGES.employerTileMore,
  educationTitle: 'Jobs Based on Education',
  educationIntro: 'Choose your qualification and see the jobs that ask for it.',
  viewJobs: 'View jobs',
  ...education,
  whyTitle: 'Why JobSearch India',
  whyIntro: 'Built for the people of India who are looking for work, and for the companies hiring them.',
  valueFreeTitle: 'Free for job seekers',
  valueFreeText: 'Search, filter and apply without paying a rupee. Your next job should not cost you money.',
  valueNearTitle: 'Jobs near you',
  valueNearText: 'Openings in every state and district of India, from Mumbai and Pune to Patna, Surat and Bengaluru.',
  valueFastTitle: 'Apply in minutes',
  valueFastText: 'Read the details, tick the terms, upload your resume and you are done. Track every application.',
  valueKindsTitle: 'Every kind of work',
  valueKindsText: 'Field, office, industry and work-from-home jobs for 10th pass to postgraduates, ITI and diploma holders.',
  howTitle: 'How it works',
  stepAccountTitle: 'Create your account',
  stepAccountText: 'Choose whether you want a job or want to hire, and verify your mobile number with an OTP.',
  stepFindTitle: 'Find the right job',
  stepFindText: 'Browse the latest openings or filter by degree, trade and job type.',
  stepApplyTitle: 'Apply with your resume',
  stepApplyText: 'Send your application in a few clicks. Employers see it straight away.',
  trackTitle: 'Keep track of your applications',
  trackText: 'See every job you have applied for in one place.',
  myApplications: 'My Applications',
  hiringTitle: 'Hiring? Meet your next team member',
  hiringText: 'Post a job in minutes and see who applied, with their resumes, in one place.',
  employerHeroTitle: 'Find the right people for your jobs',
} as const satisfies Catalog;
