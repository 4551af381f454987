export function seededRandom(seed: number): () => number;
export function samplePdf(lines: string[]): Buffer;
export function sampleZip(entries: Record<string, string>): Buffer;
export function sampleDocxEntries(text?: string, extra?: Record<string, string>): Record<string, string>;
export function sampleDocx(text?: string): Buffer;
export function sampleDoc(): Buffer;
