import { describe, expect, it } from 'vitest';
import { applicationSchema, meetsAllMustHaves, newApplicationFields, questionsAnswered, type ScreeningQuestion } from '../src/index';

const ASKED: ScreeningQuestion[] = [
  { kind: 'yesNo', text: 'Do you hold a heavy vehicle licence?', mustHave: true, needed: true },
  { kind: 'number', text: 'Years of driving?', mustHave: true, needed: 2 },
];
// The employer's edit after people applied: new words over the same places, a stricter minimum.
const EDITED: ScreeningQuestion[] = [
  { kind: 'yesNo', text: 'Will you pay a ₹5,000 deposit?', mustHave: true, needed: true },
  { kind: 'number', text: 'Years of driving?', mustHave: true, needed: 10 },
];

describe('an application keeps the questions it answered', () => {
  it("is written with the job's questions as they are (only their four fields; [] for a job without)", () => {
    const input = { jobId: 'j1', applicantName: 'Ravi', email: '', phoneNumber: '+919876543210', resume: 'https://x/r.pdf', answers: [true, 3] };
    const job = { jobRole: 'Driver', companyName: 'Sai Transport', employerId: 'emp1', screeningQuestions: ASKED.map((q) => ({ ...q, extra: 1 })) };
    expect(newApplicationFields(input, job, 'seeker1', 'resumes/seeker1/j1/r.pdf').fields.questions).toEqual(ASKED);
    expect(newApplicationFields(input, { ...job, screeningQuestions: undefined }, 'seeker1', 'p').fields.questions).toEqual([]);
  });

  it('is shown and judged against its own questions after the job changes them', () => {
    const application = { questions: ASKED, answers: [true, 3] };
    expect(questionsAnswered(application, EDITED)).toBe(ASKED);
    expect(meetsAllMustHaves(questionsAnswered(application, EDITED), application.answers)).toBe(true);
    // Against the edited questions the same answers would fail: what the copy prevents.
    expect(meetsAllMustHaves(EDITED, application.answers)).toBe(false);
  });

  it("an application from before copies were kept reads its job's questions now (today's behaviour)", () => {
    expect(questionsAnswered({}, EDITED)).toBe(EDITED);
    expect(questionsAnswered({ questions: undefined }, EDITED)).toBe(EDITED);
  });

  it('reads a stored copy, and a malformed one as none', () => {
    const stored = {
      jobId: 'j',
      jobTitle: 't',
      companyName: 'c',
      employerId: 'e',
      applicantId: 'a',
      applicantName: 'n',
      email: '',
      phoneNumber: '+91',
      resumePath: 'p',
      resume: 'r',
      createdAt: new Date(),
    };
    expect(applicationSchema.parse({ ...stored, questions: ASKED }).questions).toEqual(ASKED);
    expect(applicationSchema.parse({ ...stored, questions: 'forged' }).questions).toBeUndefined();
    expect(applicationSchema.parse(stored).questions).toBeUndefined();
  });
});
