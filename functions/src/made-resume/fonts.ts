/**
 * The fonts a made resume is drawn with: Noto Sans for Latin text and Noto
 * Sans Devanagari for Hindi and Marathi (both under the SIL Open Font
 * License), as the @fontsource packages ship them: one WOFF file a weight and
 * a Unicode subset. They are found at run time in the installed packages
 * (functions/package.json's dependencies; build.mjs leaves them out of the
 * bundle), never copied into the repository.
 *
 * A subset file covers one script, so a text is drawn in runs, each in the
 * first font that covers its letters: pdfkit shapes each run through fontkit
 * (conjuncts, reordered vowel signs), which needs a whole Devanagari word in
 * one run, and the spaces between words stay in the run they are in.
 */
import { readFileSync } from 'node:fs';

export type Weight = 'regular' | 'bold';
type Script = 'latin' | 'latinExt' | 'devanagari';

interface FontFile {
  /** The file of each weight, as the package exports it. */
  files: Record<Weight, string>;
  /** The package's unicode.json, and the subset's key in it. */
  unicodeJson: string;
  subset: string;
}

const FONT_FILES: Record<Script, FontFile> = {
  latin: {
    files: { regular: '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff', bold: '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff' },
    unicodeJson: '@fontsource/noto-sans/unicode.json',
    subset: 'latin',
  },
  latinExt: {
    files: {
      regular: '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff',
      bold: '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff',
    },
    unicodeJson: '@fontsource/noto-sans/unicode.json',
    subset: 'latin-ext',
  },
  devanagari: {
    files: {
      regular: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
      bold: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff',
    },
    unicodeJson: '@fontsource/noto-sans-devanagari/unicode.json',
    subset: 'devanagari',
  },
};

/** Tried in this order for a letter no run claims yet: Latin first, as most punctuation and every digit is Latin. */
const FALLBACK_ORDER: readonly Script[] = ['latin', 'devanagari', 'latinExt'];

/** Letters that keep the run they are in when its font has them: spaces, and the joiners that steer Devanagari conjuncts. */
const STAYS_IN_RUN = /^[\s\u200c\u200d]$/u;

type Ranges = [number, number][];

/** "U+0900-097F,U+20B9" as code point ranges. */
function parseRanges(list: string): Ranges {
  return list.split(',').map((part) => {
    const [from = '', to] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to ?? from, 16)];
  });
}

const covers = (ranges: Ranges, codePoint: number) => ranges.some(([from, to]) => codePoint >= from && codePoint <= to);

let coverage: Record<Script, Ranges> | null = null;
function coverageOf(script: Script): Ranges {
  coverage ??= Object.fromEntries(
    (Object.entries(FONT_FILES) as [Script, FontFile][]).map(([name, font]) => {
      const lists = JSON.parse(readFileSync(require.resolve(font.unicodeJson), 'utf8')) as Record<string, string>;
      const list = lists[font.subset];
      if (!list) throw new Error(`${font.unicodeJson} has no "${font.subset}" subset`);
      return [name, parseRanges(list)];
    }),
  ) as Record<Script, Ranges>;
  return coverage[script];
}

/** The font files' bytes, read once a process: a warm instance renders without touching the disk. */
const bytes = new Map<string, Buffer>();

/** The name pdfkit knows a font by, and its bytes (registerFont). */
export function fontOf(script: Script, weight: Weight): { name: string; data: Buffer } {
  const file = FONT_FILES[script].files[weight];
  let data = bytes.get(file);
  if (!data) {
    data = readFileSync(require.resolve(file));
    bytes.set(file, data);
  }
  return { name: `${script}-${weight}`, data };
}

export interface Run {
  text: string;
  script: Script;
}

/** A text cut into runs, each drawn in one font. */
export function scriptRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const letter of text) {
    const codePoint = letter.codePointAt(0)!;
    const current = runs.at(-1);
    if (current && STAYS_IN_RUN.test(letter)) {
      current.text += letter;
      continue;
    }
    const script = FALLBACK_ORDER.find((candidate) => covers(coverageOf(candidate), codePoint)) ?? 'latin';
    if (current?.script === script) current.text += letter;
    else runs.push({ text: letter, script });
  }
  return runs;
}
