// The Firestore emulator's rule coverage report: saved (JSON and HTML) under
// tests/rules/output/, and read for the rule expressions no case evaluated.
//
// The JSON is { rules: { files: [{ content }] }, report: Expr[] } where each
// Expr is { sourcePosition: { line, column, currentOffset, endOffset },
// values: [{ value, count }], children: Expr[] }. A value is one key naming
// its type ({ boolValue: true }, { stringValue: ... }, { undefined: {...} }
// for an error) or is empty, {}, when the expression was short-circuited
// (the emulator's own HTML view says "Expression short-circuited N time(s)",
// and "Expression never evaluated" when there are no values at all). So an
// expression was never evaluated when none of its values is non-empty.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { OUTPUT_DIR, PROJECT_ID, emulatorHost } from './env.js';

interface Expr {
  sourcePosition: { line: number; column: number; currentOffset: number; endOffset: number };
  values?: { value: Record<string, unknown>; count: number }[];
  children?: Expr[];
}
interface CoverageReport {
  rules: { files: { content: string }[] };
  report?: Expr[];
}

export interface CoverageSummary {
  expressions: number;
  /** "line:column  source" of each expression never evaluated. */
  neverEvaluated: string[];
}

export function summarise(coverage: CoverageReport): CoverageSummary {
  const source = coverage.rules.files[0]?.content ?? '';
  const summary: CoverageSummary = { expressions: 0, neverEvaluated: [] };
  const visit = (expr: Expr): void => {
    summary.expressions += 1;
    const evaluated = (expr.values ?? []).some((v) => v.count > 0 && Object.keys(v.value).length > 0);
    if (!evaluated) {
      const { line, column, currentOffset, endOffset } = expr.sourcePosition;
      const text = source.slice(currentOffset, endOffset + 1).replace(/\s+/g, ' ');
      summary.neverEvaluated.push(`${line}:${column}  ${text.length > 100 ? `${text.slice(0, 97)}...` : text}`);
    }
    for (const child of expr.children ?? []) visit(child);
  };
  for (const expr of coverage.report ?? []) visit(expr);
  return summary;
}

/** Fetches, saves and summarises the coverage of every case run so far against PROJECT_ID. */
export async function reportCoverage(): Promise<CoverageSummary> {
  const { host, port } = emulatorHost('FIRESTORE_EMULATOR_HOST');
  const url = `http://${host}:${port}/emulator/v1/projects/${PROJECT_ID}:ruleCoverage`;
  const [json, html] = await Promise.all([fetch(url).then((r) => r.text()), fetch(`${url}.html`).then((r) => r.text())]);
  mkdirSync(OUTPUT_DIR, { recursive: true });
  writeFileSync(join(OUTPUT_DIR, 'firestore-coverage.json'), json);
  writeFileSync(join(OUTPUT_DIR, 'firestore-coverage.html'), html);
  const summary = summarise(JSON.parse(json) as CoverageReport);
  const lines = [
    `Firestore rules coverage: ${summary.expressions} expressions, ${summary.neverEvaluated.length} never evaluated.`,
    ...summary.neverEvaluated.map((e) => `  never evaluated: firestore.rules:${e}`),
    `  report: ${join(OUTPUT_DIR, 'firestore-coverage.html')} (hover an expression for its values)`,
  ];
  writeFileSync(join(OUTPUT_DIR, 'firestore-coverage-summary.txt'), `${lines.join('\n')}\n`);
  console.log(lines.join('\n'));
  return summary;
}
