// The search box in every script and spelling: terms from the catalogs, typos, several words, and the job's keys.
import { describe, expect, it } from 'vitest';
import {
  buildLexicon,
  editDistance,
  jobMatchesFilters,
  jobFiltersSchema,
  jobHasTerms,
  jobSearchKeys,
  jobSearchPlan,
  lexiconEntries,
  normaliseSearchText,
  searchKey,
  searchTerms,
  searchWordsOf,
  SEARCH_LIMITS,
  type SearchableJobText,
} from '../src/index';

const welderInPune: SearchableJobText = {
  jobRole: 'Welder',
  title: 'Welder',
  companyName: 'Deccan Fabricators',
  city: 'Pune',
  state: 'Maharashtra',
  degree: 'ITI',
  trade: 'Welder',
  jobShift: 'Night Shift',
  jobType: 'Industry Job',
  description: 'Arc and MIG welding of frames at the Chakan plant.',
};
const electricianInNagpur: SearchableJobText = {
  ...welderInPune,
  jobRole: 'Electrician',
  title: 'Electrician',
  trade: 'Electrician',
  city: 'Nagpur',
  companyName: 'Vidarbha Power',
  jobShift: 'Day Shift',
  description: 'Panel wiring and maintenance.',
};

/** Whether the list's query (the keys, then the terms it could not carry) finds the job. */
function finds(q: string, job: SearchableJobText, filters: Record<string, string> = {}): boolean {
  const plan = jobSearchPlan({ q, ...filters });
  const keys = new Set(jobSearchKeys(job));
  return plan.keys.some((key) => keys.has(key)) && jobHasTerms(job, plan.rest);
}

describe('normalising words in every script', () => {
  it('Latin case and accents, Devanagari nukta and chandrabindu, dots inside words', () => {
    expect(normaliseSearchText('CAFÉ')).toBe('cafe');
    expect(normaliseSearchText('फ़ील्ड')).toBe(normaliseSearchText('फील्ड'));
    expect(normaliseSearchText('माँ')).toBe(normaliseSearchText('मां'));
    expect(searchWordsOf('B.Com, ITI!')).toEqual(['bcom', 'iti']);
  });

  it('keeps the vowel signs of Devanagari inside a word', () => {
    expect(searchWordsOf('इलेक्ट्रिशियन नागपूर')).toEqual(['इलेक्ट्रिशियन', 'नागपूर']);
  });

  it('counts edits by letters, a swap of neighbours being one', () => {
    expect(editDistance('weldr', 'welder', 2)).toBe(1);
    expect(editDistance('electrican', 'electrician', 2)).toBe(1);
    expect(editDistance('nagpr', 'nagpur', 2)).toBe(1);
    expect(editDistance('wledre', 'welder', 2)).toBe(2);
    expect(editDistance('plumber', 'welder', 2)).toBe(3);
  });
});

describe('terms from the catalogs, in each language', () => {
  it('हिन्दी: "वेल्डर पुणे" is the Welder role or trade, and the district Pune', () => {
    const [welder, pune] = searchTerms('वेल्डर पुणे');
    expect(welder!.alternatives).toEqual(expect.arrayContaining(['r:Welder', 't:Welder', 'w:welder']));
    expect(pune!.alternatives).toContain('c:Pune');
    expect(finds('वेल्डर पुणे', welderInPune)).toBe(true);
    expect(finds('वेल्डर पुणे', electricianInNagpur)).toBe(false);
  });

  it('मराठी: "इलेक्ट्रिशियन नागपूर", and the Hindi spelling "इलेक्ट्रीशियन"', () => {
    expect(finds('इलेक्ट्रिशियन नागपूर', electricianInNagpur)).toBe(true);
    expect(finds('इलेक्ट्रीशियन नागपुर', electricianInNagpur)).toBe(true);
    expect(finds('इलेक्ट्रिशियन नागपूर', welderInPune)).toBe(false);
  });

  it('English and romanised spellings: "poona", "mistri", names of several words', () => {
    expect(finds('welder poona', welderInPune)).toBe(true);
    expect(searchTerms('mistri')[0]!.alternatives).toContain('r:Mason');
    expect(searchTerms('रात की शिफ़्ट')).toEqual([{ typed: 'रात की शिफ्ट', alternatives: ['h:Night Shift'] }]);
    expect(finds('night shift welder', welderInPune)).toBe(true);
  });

  it('a place added to the lists with its labels is searched with no other change', () => {
    const lexicon = buildLexicon(
      lexiconEntries(
        { city: ['Bengaluru Urban'], state: ['Karnataka'], degree: [], trade: [], jobRole: ['Welder'], shift: [], jobType: [] },
        [{ 'city:Bengaluru Urban': 'बेंगलुरु शहरी', 'state:Karnataka': 'कर्नाटक' }],
        { 'city:Bengaluru Urban': ['bangalore'] },
      ),
    );
    expect(searchTerms('bangalore', lexicon)[0]!.alternatives).toContain('c:Bengaluru Urban');
    expect(searchTerms('कर्नाटक', lexicon)[0]!.alternatives).toContain('s:Karnataka');
    expect(searchTerms('bengaluru urban', lexicon)[0]!.alternatives).toEqual(['c:Bengaluru Urban']);
  });
});

describe('typing mistakes on names of roles, trades and districts', () => {
  it('"weldr", "electrican" and "nagpr" find what the names find', () => {
    expect(finds('weldr', welderInPune)).toBe(true);
    expect(finds('electrican', electricianInNagpur)).toBe(true);
    expect(finds('electrican nagpr', electricianInNagpur)).toBe(true);
    expect(finds('weldr nagpr', welderInPune)).toBe(false);
  });

  it('two mistakes only in long words, none in short ones', () => {
    expect(searchTerms('elctricain')[0]!.alternatives).toContain('r:Electrician');
    expect(searchTerms('wldr')[0]!.alternatives).toEqual(['w:wldr']);
    expect(searchTerms('iti')[0]!.alternatives).toEqual(['d:ITI', 'w:iti']);
  });

  it('in Devanagari too ("वेलडर")', () => {
    expect(searchTerms('वेलडर')[0]!.alternatives).toContain('r:Welder');
  });
});

describe('several words mean all of them', () => {
  it('"welder pune night" finds the job with every word, and not one missing any', () => {
    expect(finds('welder pune night', welderInPune)).toBe(true);
    expect(finds('welder pune day', welderInPune)).toBe(false);
    expect(finds('welder nagpur night', welderInPune)).toBe(false);
  });

  it('free words of the title and description, in any script, and a word begun', () => {
    expect(finds('chakan', welderInPune)).toBe(true);
    expect(finds('chak', welderInPune)).toBe(true);
    expect(finds('chakan welder', welderInPune)).toBe(true);
    const hindi = { ...welderInPune, description: 'चाकण प्लांट में वेल्डर चाहिए' };
    expect(finds('चाकण', hindi)).toBe(true);
    expect(finds('चाकण pune', hindi)).toBe(true);
  });

  it('a Hindi description names the role in English too', () => {
    const custom = { ...welderInPune, jobRole: 'Fabrication hand', title: 'Fabrication hand', trade: '', description: 'अनुभवी वेल्डर चाहिए' };
    expect(finds('welder pune', custom)).toBe(true);
  });

  it('up to three terms, filters included, go to the query; more are checked on the page', () => {
    const three = jobSearchPlan({ q: 'welder pune night' });
    expect(three.rest).toEqual([]);
    expect(three.keys).toContain(searchKey(['r:Welder', 'c:Pune', 'w:night']));
    expect(three.keys.length).toBeLessThanOrEqual(SEARCH_LIMITS.keysPerQuery);
    const five = jobSearchPlan({ q: 'welder pune night', jobType: 'Industry Job', degree: 'ITI' });
    expect(five.rest.map((t) => t.typed)).toEqual(['pune', 'night']);
    expect(finds('welder pune night', welderInPune, { jobType: 'Industry Job', degree: 'ITI' })).toBe(true);
    expect(finds('welder pune day', welderInPune, { jobType: 'Industry Job', degree: 'ITI' })).toBe(false);
  });

  it("the list's filter check agrees with the keys (the count's correction for hidden jobs)", () => {
    const filters = (change: object) => ({ ...jobFiltersSchema.parse({}), ...change });
    const job = { ...welderInPune, salaryMax: 25000 };
    expect(jobMatchesFilters(job, filters({ q: 'वेल्डर', city: 'Pune' }))).toBe(true);
    expect(jobMatchesFilters(job, filters({ q: 'वेल्डर', city: 'Nagpur' }))).toBe(false);
    expect(jobMatchesFilters(job, filters({ q: 'weldr', minSalary: 30000 }))).toBe(false);
  });
});

describe("a job's search keys", () => {
  it('are bounded: listed values, beginnings of its first words, sets of two or three', () => {
    const long = { ...welderInPune, description: Array.from({ length: 300 }, (_, i) => `word${i}`).join(' ') };
    const keys = jobSearchKeys(long);
    expect(keys.length).toBeLessThan(1000);
    expect(JSON.stringify(keys).length).toBeLessThan(14_000);
    expect(keys).toEqual(expect.arrayContaining(['c:Pune', 't:Welder', 'p:wel', searchKey(['c:Pune', 'r:Welder'])]));
  });
});
