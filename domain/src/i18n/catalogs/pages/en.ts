import { PAGE_TITLES } from '../../../messages';
import type { Catalog } from '../../catalog';

/**
 * The information pages: About, Terms and Conditions, Privacy Policy and Not
 * Found. `<0>...</0>` marks the part of a sentence that is a link or bold text
 * (the page passes the element; web/src/i18n/rich.tsx puts the words inside it).
 */
export default {
  aboutEyebrow: 'About us',
  aboutTitle: 'About JobSearch India',
  aboutLead:
    'JobSearch India brings job seekers and employers together. Whether you have passed 10th, hold an ITI certificate or a postgraduate degree, we help you find work that fits, close to home.',
  missionTitle: 'Our Mission',
  missionText:
    'To connect every job seeker with the right opportunity, quickly and free of charge, and to give employers a simple way to reach the people they need to grow their business.',
  visionTitle: 'Our Vision',
  visionText:
    'An India where no one misses a good job because they did not hear about it: where every opening is one search away and every application reaches the employer who posted it.',
  valuesTitle: 'Our Core Values',
  valueIntegrity: 'Integrity',
  valueIntegrityText: 'We show real jobs from real employers. Every account verifies its mobile number, and we remove listings that mislead job seekers.',
  valueInnovation: 'Innovation',
  valueInnovationText:
    'We keep looking for simpler ways to match people with work: smart filters by degree and trade, quick applications and instant updates for employers.',
  valueExcellence: 'Excellence',
  valueExcellenceText: 'We hold ourselves to a high standard in everything we build, from a fast and reliable site to the way we answer every support request.',
  storiesTitle: 'Success Stories',
  storyPriya:
    'I had finished my B.Com and was sending my resume everywhere with no reply. On JobSearch India I filtered by Graduation, applied to three jobs in Pune and had an offer as an Accounts Executive within two weeks.',
  storyPriyaName: 'Priya Deshmukh',
  storyPriyaDetail: 'Accounts Executive, Pune',
  storyRahul:
    'We needed six CNC operators for our new line in Nashik. We posted one job, saw every applicant with their resume in one table, and filled all the positions in under a month.',
  storyRahulName: 'Rahul Patil',
  storyRahulDetail: 'Plant Manager, Nashik',
  impactTitle: 'Our Impact',
  impactSeekers: 'Job Seekers',
  impactCompanies: 'Companies',
  impactHires: 'Successful Hires',
  impactSatisfaction: 'User Satisfaction',
  ctaTitle: 'Ready to take the next step?',
  ctaText: 'Join the job seekers and companies who already use JobSearch India.',
  getStarted: 'Get Started',

  notFoundTitle: PAGE_TITLES.notFound,
  notFoundText: 'The page you are looking for does not exist or has moved.',
  goHome: 'Go to Home',
  browseJobs: 'Browse Jobs',

  legal: 'Legal',
  termsTitle: PAGE_TITLES.terms,
  termsLead: 'Please read these terms before you use JobSearch India. By creating an account or using the site you agree to them.',
  terms1Title: '1. Who we are',
  terms1:
    'JobSearch India is an online platform that connects job seekers with employers. Job seekers can browse, filter and apply for jobs; employers can post jobs, manage their status and see who applied.',
  terms2Title: '2. No charges for job seekers',
  terms2:
    'Job seekers are not charged for using JobSearch India. Creating an account, searching for jobs and applying for them is free. If a job listing is marked as chargeable, any charge is asked by that employer, not by JobSearch India; read the listing carefully before you apply.',
  terms3Title: '3. Accurate information',
  terms3:
    'Users and employers must give accurate, current and complete information: your name, email address, mobile number and resume, and for employers the company, the role, the salary, the location and every other detail of a job. Keep this information up to date on your profile and in your listings.',
  terms4Title: '4. False information',
  terms4:
    'Giving false or misleading information may lead to the suspension or removal of your account, your applications or your job listings, without notice.',
  terms5Title: '5. Employment is not guaranteed',
  terms5:
    'JobSearch India does not guarantee employment, an interview or a job offer. Hiring decisions are made by employers alone, and we are not a party to any agreement between a job seeker and an employer.',
  terms6Title: '6. Employers',
  terms6:
    "Employers may post only genuine vacancies they are hiring for, and must use applicants' details only to assess their application. Listings that are discriminatory, unlawful or misleading will be removed.",
  terms7Title: '7. Your account',
  terms7:
    'Keep your password and the one-time passwords (OTP) sent to your mobile number to yourself. You are responsible for what happens under your account. Tell us at once if you believe someone else has used it.',
  terms8Title: '8. Your data',
  terms8: 'How we collect, use and protect your information is described in our <0>Privacy Policy</0>.',
  terms9Title: '9. Changes and contact',
  terms9: 'We may update these terms from time to time; the version on this page applies. Questions about these terms can be sent to <0>{email}</0>.',

  privacyTitle: PAGE_TITLES.privacy,
  effectiveDate: 'Effective date: {date}',
  privacyIntro:
    'This policy explains what information JobSearch India collects when you use the site, how we use it, with whom we share it and the choices you have.',
  privacy1Title: '1. Information we collect',
  privacy1Contact: '<0>Name</0>, <1>email address</1> and <2>phone number</2>, given when you create your account or edit your profile.',
  privacy1Resume: '<0>Resume details</0>: the resume file you upload when you apply for a job.',
  privacy1Applications: '<0>Applications</0>: the jobs you apply for, and for employers the jobs you post.',
  privacy1Credentials:
    '<0>Credentials</0>: your login email and password, and the one-time passwords used to verify your mobile number. Passwords are handled by our authentication provider and are never stored in readable form.',
  privacy2Title: '2. How we use your information',
  privacy2Account: 'To create and secure your account, and to sign you in.',
  privacy2Jobs: 'To show you jobs and to send your applications to the employers you choose.',
  privacy2Employers: 'To let employers publish and manage their job listings.',
  privacy2Safety: 'To keep the platform safe, to prevent misuse and to answer your support requests.',
  privacy3Title: '3. Sharing with employers',
  privacy3:
    'When you apply for a job, the employer who posted it can see your name, email address, phone number and resume. We do not share your application with other employers.',
  privacy4Title: '4. We do not sell your data',
  privacy4: 'We do not sell, rent or trade your personal information to anyone.',
  privacy5Title: '5. Security',
  privacy5:
    'Your data is sent over encrypted connections and stored with access rules that let only you, the employers you apply to and our administrators see it. No method of storage is perfectly secure, but we work to protect your information and review our safeguards regularly.',
  privacy6Title: '6. Your rights',
  privacy6:
    'You have the right to access, correct or delete your data on request. You can correct your name, email, phone number and password on your profile at any time. To receive a copy of your data or to have it deleted, write to <0>{email}</0>.',
  privacy7Title: '7. Changes to this policy',
  privacy7: 'If we change this policy we will publish the new version on this page with its effective date.',
  privacy8Title: '8. Contact us',
  privacy8: 'Email <0>{email}</0> or write to us at {address}',
} as const satisfies Catalog;
