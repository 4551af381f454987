import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A screen's words come from the catalogs (domain/src/i18n), never
 * from the component. This reads every component of web/src and fails on
 * English written in its JSX: text between tags, a string in braces, or a
 * string given to an attribute people read or hear.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WEB_SRC = join(ROOT, 'web/src');
const READ_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'title', 'placeholder', 'alt', 'label']);
/** What stays in Latin letters in every language: the brand's two words and the networks' names. */
const KEPT = /^(JobSearch|India|JobSearch India)$/;

function components(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return components(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

const english = (text: string) => {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  return trimmed !== '' && !KEPT.test(trimmed) && /[A-Za-z]{2,}/.test(trimmed);
};

function englishIn(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const where = (node: ts.Node) => `${relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && english(node.text)) found.push(`${where(node)} text "${node.text.trim()}"`);
    if (ts.isJsxExpression(node) && node.expression && (ts.isStringLiteral(node.expression) || ts.isNoSubstitutionTemplateLiteral(node.expression))) {
      const inAttribute = ts.isJsxAttribute(node.parent);
      if (!inAttribute && english(node.expression.text)) found.push(`${where(node)} {"${node.expression.text}"}`);
    }
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText())) {
      const value = node.initializer;
      const text =
        value && ts.isStringLiteral(value)
          ? value.text
          : value &&
              ts.isJsxExpression(value) &&
              value.expression &&
              (ts.isStringLiteral(value.expression) || ts.isNoSubstitutionTemplateLiteral(value.expression))
            ? value.expression.text
            : value && ts.isJsxExpression(value) && value.expression && ts.isTemplateExpression(value.expression)
              ? value.expression.head.text + value.expression.templateSpans.map((span) => span.literal.text).join(' ')
              : null;
      if (text !== null && english(text)) found.push(`${where(node)} ${node.name.getText()}="${text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('components hold no English of their own', () => {
  const files = components(WEB_SRC);

  it('finds the components', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it('every component takes all its words from the catalogs', () => {
    expect(files.flatMap((file) => englishIn(file))).toEqual([]);
  });

  it('catches English in text, in braces and in read attributes, and lets the brand and t() through', () => {
    const probe = join(ROOT, 'web/src/probe.tsx');
    const found = englishIn(probe, 'const A = () => <p title="Hello there">Hi there{\'Some words\'}<b aria-label={`Open ${x} now`} /></p>;');
    expect(found).toHaveLength(4);
    expect(englishIn(probe, "const B = () => <p title={t('common.menu')}>{t('common.logout')} JobSearch India<i className=\"icon-x\" /></p>;")).toEqual([]);
  });
});
