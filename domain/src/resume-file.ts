/**
 * What a stored resume must be, judged by its bytes (the resumes trigger) and
 * by its name, type and headers (storage.rules, the upload code). Pure
 * functions: no Node or browser APIs, so the trigger, the web app and the
 * unit tests share them.
 */
import { RESUME_CONTENT_TYPES, safeFileName } from './helpers.js';

export type ResumeKind = 'pdf' | 'doc' | 'docx';

/** Custom metadata key the resumes trigger writes on a file whose bytes passed; storage.rules refuse it from clients. */
export const RESUME_CHECK_KEY = 'resumeCheck';
/** Its one value. */
export const RESUME_CHECK_PASSED = 'passed';

/** The content type of each kind (the keys of RESUME_CONTENT_TYPES). */
export const RESUME_KIND_TYPES: Record<ResumeKind, keyof typeof RESUME_CONTENT_TYPES> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** An OLE compound file's header is one 512-byte sector: anything shorter is not a DOC. */
const OLE_HEADER_BYTES = 512;
const ZIP_LOCAL = 0x04034b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = 0x06054b50;
const ZIP_END_BYTES = 22;
const ZIP_CENTRAL_BYTES = 46;
/** Entries a real DOCX holds a few dozen of; a bound keeps a crafted directory from costing time. */
const ZIP_MAX_ENTRIES = 2000;
/**
 * Entries no Word document holds: an Android package, Java or native code,
 * scripts, a nested package, and Word macros (a .docm renamed .docx).
 */
const FOREIGN_ENTRY = /(^|\/)(AndroidManifest\.xml|classes\d*\.dex|vbaProject\.bin)$|\.(apk|dex|so|jar|class|exe|dll|js|vbs|bat|cmd|ps1|sh)$/i;

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);
}

function u16(bytes: Uint8Array, at: number): number {
  return bytes[at]! | (bytes[at + 1]! << 8);
}

function u32(bytes: Uint8Array, at: number): number {
  return (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0;
}

function ascii(bytes: Uint8Array, from: number, length: number): string {
  let text = '';
  for (let i = from; i < from + length; i += 1) text += String.fromCharCode(bytes[i]!);
  return text;
}

/**
 * The names in a ZIP archive's central directory, or null when the bytes are
 * not a whole, well-formed ZIP (truncated, no end record, a directory that
 * points outside the file, ZIP64, more than ZIP_MAX_ENTRIES entries). Read
 * from the end, as unzip does: the local headers are only checked to exist
 * where the directory says.
 */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  if (bytes.length < ZIP_END_BYTES + 4 || u32(bytes, 0) !== ZIP_LOCAL) return null;
  // The end record sits in the last 22 bytes plus at most a 65,535-byte comment.
  let end = -1;
  for (let at = bytes.length - ZIP_END_BYTES; at >= Math.max(0, bytes.length - ZIP_END_BYTES - 0xffff); at -= 1) {
    if (u32(bytes, at) === ZIP_END && at + ZIP_END_BYTES + u16(bytes, at + 20) === bytes.length) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = u16(bytes, end + 10);
  const size = u32(bytes, end + 12);
  const offset = u32(bytes, end + 16);
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) return null; // ZIP64: no Word document needs it
  if (count > ZIP_MAX_ENTRIES || offset + size > end) return null;
  const names: string[] = [];
  let at = offset;
  for (let i = 0; i < count; i += 1) {
    if (at + ZIP_CENTRAL_BYTES > offset + size || u32(bytes, at) !== ZIP_CENTRAL) return null;
    const nameLength = u16(bytes, at + 28);
    const next = at + ZIP_CENTRAL_BYTES + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
    const local = u32(bytes, at + 42);
    if (next > offset + size || local + 30 > offset || u32(bytes, local) !== ZIP_LOCAL) return null;
    names.push(ascii(bytes, at + ZIP_CENTRAL_BYTES, nameLength));
    at = next;
  }
  return names;
}

/**
 * What a whole file is by its bytes: a PDF (`%PDF-`), a DOC (an OLE compound
 * file, D0 CF 11 E0 A1 B1 1A E1, at least its 512-byte header), a DOCX (a
 * whole ZIP whose central directory holds `[Content_Types].xml` and
 * `word/document.xml`, and nothing a Word document never holds, see
 * FOREIGN_ENTRY); null for anything else, an APK or a plain ZIP included.
 */
export function resumeKindOf(bytes: Uint8Array): ResumeKind | null {
  if (startsWith(bytes, PDF_MAGIC)) return 'pdf';
  if (startsWith(bytes, OLE_MAGIC)) return bytes.length >= OLE_HEADER_BYTES ? 'doc' : null;
  const names = zipEntryNames(bytes);
  if (!names) return null;
  const isWord = names.includes('word/document.xml') && names.includes('[Content_Types].xml');
  return isWord && !names.some((name) => FOREIGN_ENTRY.test(name)) ? 'docx' : null;
}

/** The extension a content type's files must end with ('.pdf', '.doc', '.docx'), or null for another type. */
export function resumeExtensionOf(contentType: string): string | null {
  return (RESUME_CONTENT_TYPES as Record<string, string>)[contentType] ?? null;
}

/** Whether a stored file name ends with its content type's extension (what storage.rules check). */
export function resumeNameMatchesType(fileName: string, contentType: string): boolean {
  const extension = resumeExtensionOf(contentType);
  return extension !== null && fileName.toLowerCase().endsWith(extension) && fileName.length > extension.length;
}

/**
 * The Content-Disposition every resume is stored with: `attachment`, so its
 * download link saves the file rather than rendering it in our origin's
 * neighbourhood. The suggested name is reduced to safe characters (no quotes,
 * no header tricks) and ends with the content type's extension.
 */
export function resumeContentDisposition(fileName: string, contentType: string): string {
  const extension = resumeExtensionOf(contentType) ?? '';
  const base =
    fileName
      .replace(/\.[^.]*$/, '')
      .replace(/[^A-Za-z0-9._-]+/g, '_')
      .slice(0, 80) || 'resume';
  return `attachment; filename="${base}${extension}"`;
}

/** Whether a whole file's bytes are a resume of the content type it was stored with. */
export function resumeBytesMatch(contentType: string, bytes: Uint8Array): boolean {
  const kind = resumeKindOf(bytes);
  return kind !== null && RESUME_KIND_TYPES[kind] === contentType;
}

/**
 * The name a resume is stored under in a job's folder: the chosen file's
 * name made safe, its extension replaced by its content type's (cv.apk sent
 * as a PDF is stored as cv.pdf; storage.rules refuse any other ending).
 */
export function resumeStoredName(fileName: string, contentType: string): string {
  const stem =
    safeFileName(fileName)
      .replace(/\.[^.]*$/, '')
      .slice(0, 90) || 'resume';
  return `${stem}${resumeExtensionOf(contentType) ?? ''}`;
}
