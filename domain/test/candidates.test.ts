import { describe, expect, it } from 'vitest';
import {
  ALL_CANDIDATES_KEY,
  candidateCardFields,
  candidateDisplayName,
  candidateFiltersOf,
  candidateFiltersQuery,
  candidateSearchKey,
  candidateSearchKeys,
  EMPTY_WORK_PROFILE,
  NO_CANDIDATE_FILTERS,
  personalDataExport,
  type InvitationWithId,
} from '../src/index';

const NOW = new Date('2026-11-23T10:00:00.000Z');
const welder = { ...EMPTY_WORK_PROFILE, education: 'ITI', trade: 'Welder', districts: ['Pune', 'Satara'], skills: ['TIG welding', 'Gas cutting'] };

describe('candidate cards', () => {
  it('show the first name and the initial of the last, never more', () => {
    expect(candidateDisplayName('Asha Patil')).toBe('Asha P.');
    expect(candidateDisplayName('  ravi  kumar  sharma ')).toBe('ravi S.');
    expect(candidateDisplayName('Meena')).toBe('Meena');
    expect(candidateDisplayName('आशा पाटील')).toBe('आशा प.');
  });

  it('carry no phone, email or resume, whatever the profile holds', () => {
    const fields = candidateCardFields('Asha Patil', welder);
    expect(Object.keys(fields).sort()).toEqual(
      ['availableFrom', 'displayName', 'districts', 'education', 'expectedSalary', 'experienceYears', 'languages', 'searchKeys', 'skills', 'trade'].sort(),
    );
  });

  it('answer every mix of education, district and skill filters with one key', () => {
    const keys = new Set(candidateSearchKeys(welder));
    // 3 education choices (none, degree, trade) x 3 districts (none + 2) x 3 skills (none + 2)
    expect(keys.size).toBe(27);
    for (const filters of [
      { degree: '', trade: '', district: '', skill: '' },
      { degree: 'ITI', trade: '', district: '', skill: '' },
      { degree: 'ITI', trade: 'Welder', district: 'Pune', skill: '' },
      { degree: 'ITI', trade: 'Welder', district: 'Satara', skill: ' tig WELDING ' },
      { degree: '', trade: '', district: 'Pune', skill: 'gas cutting' },
    ])
      expect(keys.has(candidateSearchKey(filters)), JSON.stringify(filters)).toBe(true);
    expect(keys.has(candidateSearchKey({ degree: 'ITI', trade: 'Fitter', district: '', skill: '' }))).toBe(false);
    expect(keys.has(candidateSearchKey({ degree: '', trade: '', district: 'Nagpur', skill: '' }))).toBe(false);
    expect(candidateSearchKey({ degree: '', trade: '', district: '', skill: ' ' })).toBe(ALL_CANDIDATES_KEY);
  });

  it('stay bounded: a full profile has at most 3 x 6 x 16 keys', () => {
    const full = { ...welder, districts: ['Pune', 'Satara', 'Thane', 'Nashik', 'Raigad'], skills: Array.from({ length: 15 }, (_, i) => `skill ${i}`) };
    expect(candidateSearchKeys(full)).toHaveLength(288);
  });
});

describe('Find candidates filters in the URL', () => {
  it('read back what they wrote', () => {
    const filters = {
      ...NO_CANDIDATE_FILTERS,
      degree: 'ITI',
      trade: 'Welder',
      state: 'Maharashtra',
      district: 'Pune',
      minYears: 2,
      maxSalary: 25000,
      skill: 'TIG welding',
      availableBy: '2026-12-01',
    };
    const query = candidateFiltersQuery(filters);
    expect(query).toBe('degree=ITI&trade=Welder&state=Maharashtra&district=Pune&minYears=2&maxSalary=25000&skill=TIG+welding&availableBy=2026-12-01');
    expect(candidateFiltersOf(new URLSearchParams(query))).toEqual(filters);
  });

  it('read malformed values as "any" and drop a trade not of its degree', () => {
    const filters = candidateFiltersOf(new URLSearchParams('degree=BE&trade=Welder&minYears=abc&maxSalary=-5&availableBy=soon'));
    expect(filters).toEqual({ ...NO_CANDIDATE_FILTERS, degree: 'BE' });
    expect(candidateFiltersQuery(NO_CANDIDATE_FILTERS)).toBe('');
  });
});

describe('personal data: consent and invitations', () => {
  const invitation = (id: string, over: Partial<InvitationWithId>): InvitationWithId => ({
    id,
    jobId: 'job-1',
    jobTitle: 'Welder',
    companyName: 'Acme',
    employerId: 'emp-1',
    seekerId: 's',
    status: 'Sent',
    createdAt: new Date('2026-11-20T00:00:00Z'),
    respondedAt: null,
    applicationId: '',
    ...over,
  });
  const invitations = [
    invitation('i1', {}),
    invitation('i2', { createdAt: new Date('2026-11-21T00:00:00Z'), status: 'Declined', respondedAt: new Date('2026-11-22T00:00:00Z') }),
    invitation('other', { seekerId: 'x', employerId: 'emp-2' }),
  ];

  it("a seeker's consent with its time and the invitations they received, newest first", () => {
    const data = personalDataExport(
      {
        uid: 's',
        profile: { name: 'A', email: 'a@b.in', phoneNumber: '+919876543210', role: 'jobseeker', createdAt: NOW, findMe: { on: true, at: NOW } },
        invitations,
      },
      NOW,
    );
    expect((data.profile as Record<string, unknown>).findMe).toEqual({ on: true, at: NOW.toISOString() });
    expect((data.invitations as Record<string, unknown>[]).map((i) => i.invitationId)).toEqual(['i2', 'i1']);
    expect((data.invitations as Record<string, unknown>[])[0]).toMatchObject({ status: 'Declined', respondedAt: '2026-11-22T00:00:00.000Z' });
  });

  it("an employer's invitations sent", () => {
    const data = personalDataExport(
      { uid: 'emp-1', profile: { name: 'E', email: 'e@b.in', phoneNumber: '+919876543210', role: 'employer', createdAt: NOW }, invitations },
      NOW,
    );
    expect((data.invitations as Record<string, unknown>[]).map((i) => i.invitationId)).toEqual(['i2', 'i1']);
  });
});
