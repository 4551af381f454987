// Plain-text table of the bench rows: figure, budget, naive alternative, ratio, verdict.

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
export const ms = (value) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`);
export const ratio = (a, b) => (a != null && b ? `×${(a / b).toFixed(2)}` : '');

/**
 * rows: { section?, figure, value, budget, naive, ratio, verdict } where verdict is
 * 'pass' | 'FAIL' | 'info' | 'n/a'. A row with only `section` prints a heading line.
 */
export function renderTable(rows) {
  const columns = [
    ['figure', 'Figure'],
    ['value', 'Measured'],
    ['budget', 'Budget'],
    ['naive', 'Naive alternative'],
    ['ratio', 'Ratio'],
    ['verdict', 'Result'],
  ];
  const body = rows.filter((r) => !r.section);
  const width = Object.fromEntries(columns.map(([key, title]) => [key, Math.max(title.length, ...body.map((r) => String(r[key] ?? '').length))]));
  const line = (cells) => `| ${columns.map(([key]) => String(cells[key] ?? '').padEnd(width[key])).join(' | ')} |`;
  const rule = `|${columns.map(([key]) => '-'.repeat(width[key] + 2)).join('|')}|`;
  const out = [line(Object.fromEntries(columns)), rule];
  for (const row of rows) {
    if (row.section) out.push(line({ figure: `**${row.section}**` }));
    else out.push(line(row));
  }
  return out.join('\n');
}
