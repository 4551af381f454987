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
 *
 * Each font is read and parsed once a process and handed to every document
 * (pdfkit takes a fontkit font as well as bytes): parsing a font's shaping
 * tables is most of a first render's time, and the WOFF is unpacked to a
 * plain sfnt first, because fontkit inflates a WOFF's tables in JavaScript on
 * every read of a glyph, for every subset it embeds (a warm render took over a
 * second that way; docs/decisions.md has the figures).
 */
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { create, type Font } from 'fontkit';

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

/**
 * A WOFF 1.0 file as the sfnt (TrueType/OpenType) it wraps: each table
 * inflated (node's zlib) where it is compressed, laid out after a fresh table
 * directory with the checksums the WOFF kept.
 */
export function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = 44 + index * 20;
    const [tag, offset, compressed, length, checksum] = [0, 4, 8, 12, 16].map((at) => woff.readUInt32BE(entry + at)) as [
      number,
      number,
      number,
      number,
      number,
    ];
    const stored = woff.subarray(offset, offset + compressed);
    return { tag, length, checksum, data: compressed < length ? inflateSync(stored) : stored };
  });
  const padded = (length: number) => (length + 3) & ~3;
  const sfnt = Buffer.alloc(12 + 16 * count + tables.reduce((sum, table) => sum + padded(table.length), 0));
  const power = 2 ** Math.floor(Math.log2(count));
  sfnt.writeUInt32BE(woff.readUInt32BE(4), 0); // the flavor: the sfnt version
  sfnt.writeUInt16BE(count, 4);
  sfnt.writeUInt16BE(power * 16, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(count * 16 - power * 16, 10);
  let offset = 12 + 16 * count;
  tables.forEach((table, index) => {
    const record = 12 + 16 * index;
    sfnt.writeUInt32BE(table.tag, record);
    sfnt.writeUInt32BE(table.checksum, record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(table.length, record + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.length);
  });
  return sfnt;
}

const parsed = new Map<string, Font>();

/** The name pdfkit knows a font by, and the font, parsed the first time a process asks for it. */
export function fontOf(script: Script, weight: Weight): { name: string; font: Font } {
  const file = FONT_FILES[script].files[weight];
  let font = parsed.get(file);
  if (!font) {
    font = create(sfntOfWoff(readFileSync(require.resolve(file)))) as Font;
    parsed.set(file, font);
  }
  return { name: `${script}-${weight}`, font };
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
