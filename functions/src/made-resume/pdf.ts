/**
 * "Apply without a file": a one- or two-page PDF resume drawn from a job
 * seeker's work profile, in the language they chose (docs/decisions.md, "A
 * resume made from the work profile"). Pure apart from reading the fonts:
 * profile in, bytes out; functions/src/store/made-resume.ts stores them.
 *
 * What it holds: the name, the phone only when given (the person ticked "show
 * my phone"), and the work profile's fields that are filled. Never the email.
 *
 * The text is real text: pdfkit shapes Devanagari through fontkit and maps
 * each glyph back to its letters, so it can be selected and searched. A vowel
 * sign drawn before its consonant (ि) would come out of a plain extraction
 * before it, so every text is also a tagged structure element and a marked
 * span carrying its ActualText: the letters in their logical order, which
 * readers that honour it (Acrobat, Chrome's PDFium, poppler; pdf.js through
 * the structure tree) copy instead of the glyphs.
 */
import PDFDocument from 'pdfkit';
import { formatRupees, formatPhone, WORK_PROFILE_FIELDS, isFilled, type WorkProfile, type WorkProfileField } from '@jobsearch/domain';
import type { MessageKey } from '@jobsearch/domain/i18n/catalogs/index';
import { choiceLabel } from '@jobsearch/domain/i18n/choice-label';
import { formatDate } from '@jobsearch/domain/i18n/dates';
import { localeOf, type Language } from '../i18n/languages';
import { translator, type Translate } from '../i18n/translate';
import { fontOf, scriptRuns, type Weight } from './fonts';

export interface MadeResumeInput {
  name: string;
  /** E.164, only when the person asked for it on the resume; null leaves it off. */
  phoneNumber: string | null;
  language: Language;
  workProfile: WorkProfile;
  /** When it is made (the foot of the page); now by default. */
  madeAt?: Date;
}

const PAGE = { size: 'A4' as const, margin: 56 };
const COLOURS = { text: '#1a1a1a', muted: '#5a5a5a', accent: '#1f4e8c', rule: '#c9d3e0' };
const LABEL_WIDTH = 150;
const COLUMN_GAP = 12;
/** The tallest ascent of the fonts (Noto Sans'), a share of the font size: where every run's baseline sits below the line's top. */
const ASCENT = 1.069;
/** Room a row needs at the foot of a page: a few lines of 11 pt. */
const ROW_ROOM = 48;

/** The fields of each section, in the profile's order. */
const SECTIONS: readonly { heading: MessageKey; fields: readonly WorkProfileField[] }[] = [
  { heading: 'resume.headingWork', fields: ['education', 'trade', 'experienceYears', 'skills', 'languages'] },
  { heading: 'resume.headingWanted', fields: ['districts', 'availableFrom', 'expectedSalary', 'shift'] },
];

const LABELS: Readonly<Record<WorkProfileField, MessageKey>> = {
  education: 'resume.education',
  trade: 'resume.trade',
  experienceYears: 'resume.experience',
  skills: 'resume.skills',
  languages: 'resume.languages',
  districts: 'resume.districts',
  availableFrom: 'resume.availableFrom',
  expectedSalary: 'resume.expectedSalary',
  shift: 'resume.shift',
};

/** A filled field's value in the reader's words: choice values by their labels, numbers and days in the language's format. */
function valueOf(profile: WorkProfile, field: WorkProfileField, t: Translate, language: Language): string {
  const list = (values: string[], of: Parameters<typeof choiceLabel>[1]) => values.map((value) => choiceLabel(t, of, value)).join(', ');
  switch (field) {
    case 'education':
      return choiceLabel(t, 'degree', profile.education);
    case 'trade':
      return choiceLabel(t, 'trade', profile.trade);
    case 'experienceYears':
      return t('resume.experienceYears', { n: profile.experienceYears ?? 0 });
    case 'skills':
      return list(profile.skills, 'skill');
    case 'languages':
      return list(profile.languages, 'spokenLanguage');
    case 'districts':
      return list(profile.districts, 'city');
    case 'availableFrom':
      return formatDate(profile.availableFrom, language);
    case 'expectedSalary':
      return t('resume.salaryPerMonth', { amount: formatRupees(profile.expectedSalary ?? 0) });
    case 'shift':
      return choiceLabel(t, 'shift', profile.shift);
  }
}

type Doc = InstanceType<typeof PDFDocument>;
interface Style {
  size: number;
  weight?: Weight;
  colour?: string;
}

/** Draws a text in its script runs, at (x, y) within `width`; returns the y below it. */
function drawText(doc: Doc, text: string, x: number, y: number, width: number, { size, weight = 'regular', colour = COLOURS.text }: Style): number {
  const runs = scriptRuns(text);
  runs.forEach((run, index) => {
    doc.font(`${run.script}-${weight}`).fontSize(size).fillColor(colour);
    // One baseline for every run: Noto Sans Devanagari's ascent is smaller than Noto Sans', and
    // pdfkit's default (the top of the text at y) would sit its words higher than the Latin beside them.
    const options = { width, continued: index < runs.length - 1, lineGap: 2, baseline: -(ASCENT * size) };
    if (index === 0) doc.text(run.text, x, y, options);
    else doc.text(run.text, options);
  });
  return doc.y;
}

/**
 * One text as a tagged structure element of `parent` (a Span marked with its
 * ActualText inside an element of `role`), drawn by drawText; returns the y below it.
 */
function taggedText(doc: Doc, parent: PDFKit.PDFStructureElement, role: string, text: string, x: number, y: number, width: number, style: Style): number {
  let below = y;
  const span = doc.struct('Span', { actual: text }, () => {
    below = drawText(doc, text, x, y, width, style);
  });
  parent.add(role === 'Span' ? span : doc.struct(role, {}, [span]));
  return below;
}

/** The PDF of a made resume. */
export async function madeResumePdf({ name, phoneNumber, language, workProfile, madeAt = new Date() }: MadeResumeInput): Promise<Uint8Array> {
  const t = translator(language);
  const doc = new PDFDocument({
    size: PAGE.size,
    margin: PAGE.margin,
    compress: true,
    // Tagged, with the language and title a screen reader announces.
    tagged: true,
    pdfVersion: '1.7',
    lang: localeOf(language),
    displayTitle: true,
    info: { Title: t('resume.documentTitle', { name }), Author: name, Creator: 'JobSearch India' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  for (const script of ['latin', 'latinExt', 'devanagari'] as const)
    for (const weight of ['regular', 'bold'] as const) {
      const { name, font } = fontOf(script, weight);
      // pdfkit opens a fontkit font as it is (PDFFontFactory.open), though its types name only bytes.
      doc.registerFont(name, font as unknown as Buffer);
    }

  const left = PAGE.margin;
  const width = doc.page.width - 2 * PAGE.margin;
  const root = doc.struct('Document');
  doc.addStructure(root);

  // The name, then what the person is (trade and education), then the phone when asked for.
  let y = taggedText(doc, root, 'H1', name, left, PAGE.margin, width, { size: 22, weight: 'bold' });
  const headline = [
    workProfile.trade ? valueOf(workProfile, 'trade', t, language) : '',
    workProfile.education ? valueOf(workProfile, 'education', t, language) : '',
  ]
    .filter(Boolean)
    .join(' · ');
  if (headline) y = taggedText(doc, root, 'P', headline, left, y + 2, width, { size: 13, colour: COLOURS.muted });
  if (phoneNumber) y = taggedText(doc, root, 'P', `${t('resume.phone')}: ${formatPhone(phoneNumber)}`, left, y + 4, width, { size: 11 });

  for (const section of SECTIONS) {
    const filled = section.fields.filter((field) => isFilled(workProfile, field));
    if (!filled.length) continue;
    y += 18;
    y = taggedText(doc, root, 'H2', t(section.heading), left, y, width, { size: 14, weight: 'bold', colour: COLOURS.accent });
    doc
      .moveTo(left, y + 2)
      .lineTo(left + width, y + 2)
      .lineWidth(0.75)
      .strokeColor(COLOURS.rule)
      .stroke();
    y += 10;
    for (const field of WORK_PROFILE_FIELDS.filter((f) => filled.includes(f))) {
      // A row starts on a new page rather than as a lone line at the foot of one.
      if (y > doc.page.height - PAGE.margin - ROW_ROOM) {
        doc.addPage();
        y = PAGE.margin;
      }
      const page = doc.page;
      // A row: its label and its value side by side, one paragraph for a reader.
      const row = doc.struct('P');
      root.add(row);
      const labelBottom = taggedText(doc, row, 'Span', t(LABELS[field]), left, y, LABEL_WIDTH, { size: 11, colour: COLOURS.muted });
      const valueX = left + LABEL_WIDTH + COLUMN_GAP;
      const valueBottom = taggedText(doc, row, 'Span', valueOf(workProfile, field, t, language), valueX, y, width - LABEL_WIDTH - COLUMN_GAP, { size: 11 });
      row.end();
      // A value that ran onto the next page ends there, and the next row starts below it.
      y = (doc.page === page ? Math.max(valueBottom, labelBottom) : valueBottom) + 6;
    }
  }

  const footer = t('resume.madeFrom', { date: formatDate(madeAt, language) });
  taggedText(doc, root, 'P', footer, left, Math.max(y + 24, doc.page.height - PAGE.margin - 14), width, { size: 8, colour: COLOURS.muted });
  root.end();
  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}
