import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CATALOGS } from '@jobsearch/domain/i18n/all-catalogs';
import type { Namespace } from '@jobsearch/domain/i18n/catalogs/index';
import { englishProblem } from '@jobsearch/domain/i18n/english';
import { LANGUAGES } from '@jobsearch/domain/i18n/languages';
import { FIELD_PROBLEMS, problem, problemOf, sayProblem } from '@jobsearch/domain/problems';
import { JOB_FIELD_LABELS, registrationSchema } from '@jobsearch/domain/schemas';
import { i18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { beforeAll, describe, expect, it } from 'vitest';
import hindi from '../../domain/src/i18n/catalogs/validation/hi';
import marathi from '../../domain/src/i18n/catalogs/validation/mr';

/**
 * Problems travel as codes with values (domain/src/problems.ts); the catalogs
 * are the only place their words live. Every code the domain and the web app
 * raise has words in every language, naming the values it is given.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function sources(folder: string): string[] {
  return readdirSync(`${ROOT}${folder}`, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => readFileSync(`${entry.parentPath}/${entry.name}`, 'utf8'));
}

/** Each problem('ns.key', { names }) written in the code, with the names of its values. */
function raisedProblems(): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const text of [...sources('domain/src'), ...sources('web/src')]) {
    for (const match of text.matchAll(/problem\('([a-zA-Z]+\.\w+)'(?:, \{([^}]*)\})?\)/g)) {
      const names = (match[2] ?? '')
        .split(',')
        .map((part) => part.split(':')[0]!.trim())
        .filter(Boolean);
      found.set(match[1]!, new Set([...(found.get(match[1]!) ?? []), ...names]));
    }
  }
  return found;
}

/** The placeholder names of an ICU message ("{label} is required." -> label). */
function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)/g)].map((match) => match[1]!))].sort();
}

function install(language: string, locale: string) {
  const messages: Record<string, ReturnType<typeof compileMessage>> = {};
  for (const [namespace, catalog] of Object.entries(CATALOGS[language as 'en'])) {
    for (const [key, text] of Object.entries(catalog)) messages[`${namespace}.${key}`] = compileMessage(text);
  }
  i18n.load(locale, messages);
}
const t = (key: string, values?: Record<string, unknown>) => i18n._(key, values);

beforeAll(() => {
  for (const { code, locale } of LANGUAGES) install(code, locale);
});

describe('problems as codes', () => {
  const raised = raisedProblems();

  it('finds the problems the code raises', () => {
    expect(raised.size).toBeGreaterThan(20);
    expect(raised.get('applications.statusChangeNotAllowed')).toEqual(new Set(['from', 'to']));
  });

  it('every code has words in all three catalogs, naming exactly the values it is given', () => {
    const codes = new Map(raised);
    for (const made of Object.values(FIELD_PROBLEMS)) {
      const found = problemOf(typeof made === 'string' ? made : made('Name', 1))!;
      codes.set(found.code, new Set(Object.keys(found.values ?? {})));
    }
    for (const [code, names] of codes) {
      const [namespace, key] = code.split('.') as [Namespace, string];
      for (const { code: language } of LANGUAGES) {
        const text = CATALOGS[language][namespace]?.[key];
        expect(text, `${language}: ${code}`).toBeTypeOf('string');
        expect(placeholders(text!), `${language}: ${code}`).toEqual([...names].sort());
      }
    }
  });

  it('a problem is its code and values, and any other text is none', () => {
    const required = FIELD_PROBLEMS.required(JOB_FIELD_LABELS.companyName);
    expect(problemOf(required)).toEqual({ code: 'validation.required', values: { label: 'Company Name' } });
    expect(problemOf(problem('validation.invalidEmail'))).toEqual({ code: 'validation.invalidEmail' });
    expect(problemOf('Some fields are missing or invalid.')).toBeNull();
  });

  it('in English, the words of the spec, word for word', () => {
    i18n.activate('en-IN');
    expect(sayProblem(t, FIELD_PROBLEMS.required(JOB_FIELD_LABELS.companyName))).toBe('Company Name is required.');
    expect(sayProblem(t, FIELD_PROBLEMS.tooLong(JOB_FIELD_LABELS.description, 5000))).toBe('Experience Description must be at most 5000 characters.');
    expect(sayProblem(t, FIELD_PROBLEMS.invalidChoice(JOB_FIELD_LABELS.jobType))).toBe('Please choose a valid Job Type.');
    expect(sayProblem(t, FIELD_PROBLEMS.invalidSalary)).toBe('Salary must be written as Min - Max, for example 15000 - 25000.');
    expect(sayProblem(t, problem('applications.statusChangeNotAllowed', { from: 'Hired', to: 'Viewed' }))).toBe(
      'An application cannot go from Hired to Viewed.',
    );
    // The tests' English (no Lingui) writes the same.
    expect(englishProblem(FIELD_PROBLEMS.required('Full Name'))).toBe('Full Name is required.');
    expect(sayProblem(t, 'Something else entirely.')).toBe('Something else entirely.');
  });

  it('in Hindi and Marathi, the text and the field label are both translated', () => {
    i18n.activate('hi-IN');
    expect(sayProblem(t, FIELD_PROBLEMS.required(JOB_FIELD_LABELS.companyName))).toBe('कंपनी का नाम ज़रूरी है।');
    expect(sayProblem(t, FIELD_PROBLEMS.tooLong(JOB_FIELD_LABELS.description, 5000))).toBe('अनुभव का विवरण में ज़्यादा से ज़्यादा 5000 अक्षर हो सकते हैं।');
    const registration = registrationSchema.safeParse({ name: '', email: 'x', password: '1', phoneNumber: 'no', role: 'jobseeker' });
    for (const issue of registration.error!.issues) expect(sayProblem(t, issue.message)).toMatch(/[\u0900-\u097F]/);
    i18n.activate('mr-IN');
    expect(sayProblem(t, FIELD_PROBLEMS.invalidEmail)).toBe(marathi.invalidEmail);
    expect(sayProblem(t, problem('validation.resumeWrongType'))).toBe(marathi.resumeWrongType);
    expect(hindi.resumeTooLarge).toMatch(/[\u0900-\u097F]/);
  });
});
