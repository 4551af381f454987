/** One line of the bench table (table.mjs renders them); a row with only `section` is a heading. */
export type Row = { section?: string; figure?: string; value?: string; budget?: string; naive?: string; ratio?: string; verdict?: string };

/** A figure that could not be measured, and why. */
export const na = (figure: string, reason: string, budget = ''): Row => ({ figure, value: `n/a (${reason})`, budget, naive: '', ratio: '', verdict: 'n/a' });
