// The text of a PDF as readers extract it, with pdf.js (Firefox's reader):
// the glyphs' own letters as they are drawn, and the text a reader that honours
// ActualText copies (Acrobat, PDFium, poppler; pdf.js exposes it through the
// structure tree), which puts a Devanagari vowel sign drawn before its
// consonant (ि) back after it.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfText {
  pages: number;
  /** Every text item's letters, in drawing order, a line break where pdf.js sees one. */
  glyphText: string;
  /** The ActualText of each marked span, one a line, and the glyphs' letters of text not marked. */
  actualText: string;
}

interface StructNode {
  role?: string;
  alt?: string;
  type?: string;
  id?: string;
  children?: StructNode[];
}

/** Marked content ids (`p12R_mc3`) and the ActualText of the element whose content they are. */
function actualTextsOf(node: StructNode | null, into = new Map<string, string>(), inherited?: string): Map<string, string> {
  if (!node) return into;
  const own = node.alt ?? inherited;
  for (const child of node.children ?? []) {
    if (child.type === 'content' && child.id && own !== undefined) into.set(child.id, own);
    else actualTextsOf(child, into, own);
  }
  return into;
}

export async function readPdfText(bytes: Uint8Array): Promise<PdfText> {
  // A copy: pdf.js takes the buffer over.
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false }).promise;
  let glyphText = '';
  let actualText = '';
  try {
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const actual = actualTextsOf((await page.getStructTree()) as StructNode | null);
      const { items } = await page.getTextContent({ includeMarkedContent: true });
      /** The ActualText spans open now; while one is, its glyphs are not copied again. */
      const open: (string | null)[] = [];
      for (const item of items) {
        if ('type' in item) {
          if (item.type === 'beginMarkedContentProps' || item.type === 'beginMarkedContent') {
            const text = item.id ? actual.get(item.id) : undefined;
            if (text !== undefined && !open.some((id) => id !== null)) actualText += `${text}\n`;
            open.push(text !== undefined ? (item.id ?? null) : null);
          } else if (item.type === 'endMarkedContent') open.pop();
          continue;
        }
        glyphText += item.str + (item.hasEOL ? '\n' : '');
        if (!open.some((id) => id !== null)) actualText += item.str + (item.hasEOL ? '\n' : '');
      }
      glyphText += '\n';
    }
    return { pages: pdf.numPages, glyphText, actualText };
  } finally {
    await pdf.destroy();
  }
}
