export function seededRandom(seed: number): () => number;
export function samplePdf(lines: string[]): Buffer;
