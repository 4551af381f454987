/**
 * The demo seed's matching data: each demo seeker's work profile (so Home's
 * "Jobs for you" and a job's "How you match" have something to say), the
 * screening questions a few demo jobs ask, and the answers the seekers gave
 * when they applied (the Applications page's Answers column). Checked with
 * the domain's own schemas, as the site would store them.
 */
import { screeningQuestionsSchema, workProfileSchema, type Degree, type ScreeningAnswer, type ScreeningQuestion, type WorkProfile } from '@jobsearch/domain';

const DAY = 24 * 3600 * 1000;
/** A day `days` from the seed's run, as the profile stores it (YYYY-MM-DD). */
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/**
 * One profile per demo seeker: a welder, an accountant and a mechanical
 * diploma holder with full profiles, a 12th pass with most of one, and a
 * 10th pass who has filled in only a little (the meter then suggests what next).
 */
const PROFILES: Record<string, Partial<WorkProfile>> = {
  'demo-seeker-1': {
    education: 'ITI',
    trade: 'Welder',
    experienceYears: 4,
    skills: ['Arc welding', 'MIG welding', 'Gas cutting', 'Reading drawings', 'Safety practices'],
    districts: ['Pune', 'Chhatrapati Sambhajinagar', 'Satara'],
    expectedSalary: 22000,
    shift: 'Day Shift',
    languages: ['Marathi', 'Hindi'],
    availableFrom: daysFromNow(15),
  },
  'demo-seeker-2': {
    education: 'Graduation',
    trade: 'B.Com',
    experienceYears: 2,
    skills: ['Tally', 'GST filing', 'Bookkeeping', 'MS Excel', 'Payroll'],
    districts: ['Mumbai Suburban', 'Thane', 'Mumbai City'],
    expectedSalary: 25000,
    shift: 'Day Shift',
    languages: ['Marathi', 'Hindi', 'English'],
    availableFrom: daysFromNow(30),
  },
  'demo-seeker-3': {
    education: 'Diploma',
    trade: 'Mechanical Engineering',
    experienceYears: 6,
    skills: ['AutoCAD', 'Machine operation', 'Quality inspection', 'Preventive maintenance', 'Measuring instruments'],
    districts: ['Nashik', 'Pune'],
    expectedSalary: 32000,
    shift: 'Any Shift',
    languages: ['Marathi', 'Hindi', 'English'],
    availableFrom: daysFromNow(7),
  },
  'demo-seeker-4': {
    education: '12th',
    experienceYears: 1,
    skills: ['Computer basics', 'MS Excel', 'Customer handling', 'Marathi typing'],
    districts: ['Nagpur', 'Amravati'],
    expectedSalary: 15000,
    shift: 'Day Shift',
    languages: ['Marathi', 'Hindi'],
  },
  'demo-seeker-5': {
    education: '10th',
    skills: ['Four-wheeler driving licence'],
    districts: ['Kolhapur', 'Sangli'],
    languages: ['Marathi'],
  },
};

/** The demo seeker's work profile as stored on `users/{uid}.workProfile`, or null for another account. */
export function demoWorkProfile(uid: string): WorkProfile | null {
  const profile = PROFILES[uid];
  return profile ? (workProfileSchema.parse(profile) as WorkProfile) : null;
}

const TOOLS: ScreeningQuestion = { kind: 'text', text: 'Which machines or tools have you worked on?', mustHave: false, needed: null };
const YEARS = (needed: number): ScreeningQuestion => ({ kind: 'number', text: 'How many years have you worked in this kind of job?', mustHave: true, needed });

/** The questions employers of the demo ask, by the job's degree (jobs of other degrees ask none). */
const QUESTIONS_BY_DEGREE: Partial<Record<Degree, ScreeningQuestion[]>> = {
  '10th': [{ kind: 'yesNo', text: 'Can you join within 15 days?', mustHave: false, needed: null }],
  ITI: [{ kind: 'yesNo', text: 'Do you hold an NCVT or SCVT certificate in this trade?', mustHave: true, needed: true }, YEARS(1), TOOLS],
  Diploma: [{ kind: 'yesNo', text: 'Do you have a two-wheeler for site visits?', mustHave: true, needed: true }, YEARS(2), TOOLS],
  Graduation: [{ kind: 'yesNo', text: 'Can you work from our office six days a week?', mustHave: true, needed: true }, YEARS(1)],
};

/** The screening questions of the demo job at `index` (the first 21 jobs of the degrees above ask some). */
export function demoScreeningQuestions(index: number, degree: Degree): ScreeningQuestion[] {
  return index < 21 ? screeningQuestionsSchema.parse(QUESTIONS_BY_DEGREE[degree] ?? []) : [];
}

const TOOLS_ANSWERS = ['Arc and MIG welding sets, gas cutter', 'Tally Prime and a billing machine', 'Lathe, VMC and a CMM', 'Computer and a billing machine'];

/**
 * The answers a demo seeker gave to a job's questions. The last seeker
 * applied through an old client (no answers: "Not answered"); the second
 * says No to a must-have, so the filter "Meets all must-haves" leaves her out.
 */
export function demoAnswers(seekerIndex: number, questions: readonly ScreeningQuestion[]): ScreeningAnswer[] | undefined {
  if (!questions.length || seekerIndex === 4) return undefined;
  const years = Object.values(PROFILES)[seekerIndex]?.experienceYears ?? 0;
  return questions.map((question) => {
    if (question.kind === 'yesNo') return seekerIndex === 1 ? question.needed !== true : (question.needed ?? true);
    if (question.kind === 'number') return years;
    return TOOLS_ANSWERS[seekerIndex] ?? 'None yet';
  });
}
