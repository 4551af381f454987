import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@jobsearch/domain/i18n/languages';
import { NAMESPACES } from '@jobsearch/domain/i18n/catalogs/index';
import { compileMessage, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';

/**
 * Every namespace has every language, every key of English is in
 * each translation (and nothing else), every message parses as ICU, and a
 * translation keeps English's placeholders and plural branches.
 */
const CATALOGS = fileURLToPath(new URL('../../domain/src/i18n/catalogs/', import.meta.url));
const folders = readdirSync(CATALOGS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** Words a translation may keep in Latin letters: the brand, file types, networks. */
export const KEPT_IN_LATIN = /JobSearch|India|WhatsApp|LinkedIn|Facebook|Instagram|OTP|PDF|DOCX|DOC|Email|ITI|BE|\bX\b|\bMB\b/g;

async function catalog(namespace: string, language: string): Promise<Record<string, string>> {
  return ((await import(`../../domain/src/i18n/catalogs/${namespace}/${language}.ts`)) as { default: Record<string, string> }).default;
}

/** The argument names and plural/select branches of a compiled message, in a comparable form. */
function shape(message: CompiledMessage): string[] {
  const found: string[] = [];
  const walk = (token: unknown): void => {
    if (!Array.isArray(token)) return;
    if (typeof token[0] === 'string' && (token.length === 1 || typeof token[1] === 'string')) {
      const [name, format, branches] = token as [string, string?, Record<string, unknown>?];
      found.push(format ? `${name}:${format}` : name);
      if (branches && typeof branches === 'object') {
        for (const [branch, value] of Object.entries(branches)) {
          if (branch === 'other' || /^=/.test(branch)) found.push(`${name}.${branch}`);
          // A branch is its parts ("#", text, placeholders), not a placeholder itself.
          if (Array.isArray(value)) value.forEach(walk);
          else walk(value);
        }
      }
      return;
    }
    token.forEach(walk);
  };
  message.forEach(walk);
  return [...new Set(found)].sort();
}

describe('the catalogs', () => {
  it('every namespace folder is registered, and every registered namespace has a folder', () => {
    expect(folders).toEqual([...NAMESPACES].sort());
  });

  for (const namespace of folders) {
    describe(namespace, () => {
      it('has the same keys in every language as in English', async () => {
        const english = Object.keys(await catalog(namespace, 'en')).sort();
        expect(english.length).toBeGreaterThan(0);
        for (const { code } of LANGUAGES) {
          expect(Object.keys(await catalog(namespace, code)).sort(), `${namespace}/${code}`).toEqual(english);
        }
      });

      it('parses as ICU in every language, with the placeholders and plural branches of English', async () => {
        const english = await catalog(namespace, 'en');
        for (const { code } of LANGUAGES) {
          const texts = await catalog(namespace, code);
          for (const [key, text] of Object.entries(texts)) {
            expect(typeof text, `${namespace}/${code}.${key}`).toBe('string');
            const compiled = compileMessage(text);
            expect(shape(compiled), `${namespace}/${code}.${key}: ${text}`).toEqual(shape(compileMessage(english[key]!)));
          }
        }
      });

      it('is translated: no Hindi or Marathi text is English left as it was', async () => {
        const english = await catalog(namespace, 'en');
        for (const code of ['hi', 'mr']) {
          const texts = await catalog(namespace, code);
          const untranslated = Object.entries(texts).filter(([key, text]) => {
            const latin = text.replace(/\{[^{}]*\}/g, '').replace(KEPT_IN_LATIN, '');
            return /[A-Za-z]{3,}/.test(latin) && (text === english[key] || !/[\u0900-\u097F]/.test(text));
          });
          expect(untranslated, `${namespace}/${code}`).toEqual([]);
        }
      });
    });
  }
});
