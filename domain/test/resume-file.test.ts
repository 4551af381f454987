import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sampleDoc, sampleDocx, sampleDocxEntries, samplePdf, sampleZip } from '../../scripts/lib/sample-data.mjs';
import { resumeBytesMatch, resumeContentDisposition, resumeKindOf, resumeNameMatchesType, resumeStoredName, zipEntryNames } from '../src/resume-file';

const PDF = 'application/pdf';
const DOC = 'application/msword';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const bytes = (buffer: Buffer) => new Uint8Array(buffer);

describe('the test fixtures are real files', () => {
  it('sampleDocx() is a ZIP that unzip reads, holding word/document.xml', () => {
    const dir = mkdtempSync(join(tmpdir(), 'docx-'));
    const file = join(dir, 'cv.docx');
    writeFileSync(file, sampleDocx('Asha Patil'));
    const listing = execFileSync('unzip', ['-l', file], { encoding: 'utf8' });
    expect(listing).toContain('word/document.xml');
    expect(execFileSync('unzip', ['-p', file, 'word/document.xml'], { encoding: 'utf8' })).toContain('Asha Patil');
  });
});

describe('resumeKindOf: what a whole file is by its bytes', () => {
  it('a PDF starts %PDF-', () => {
    expect(resumeKindOf(bytes(samplePdf(['Resume'])))).toBe('pdf');
    expect(resumeKindOf(bytes(Buffer.from('%PDF-1.4 tiny')))).toBe('pdf');
  });

  it('a DOC is an OLE compound file with its whole 512-byte header', () => {
    expect(resumeKindOf(bytes(sampleDoc()))).toBe('doc');
  });

  it('a DOCX is a ZIP whose central directory holds word/document.xml and [Content_Types].xml', () => {
    const docx = sampleDocx('Asha Patil, Fitter');
    expect(zipEntryNames(bytes(docx))).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
    expect(resumeKindOf(bytes(docx))).toBe('docx');
  });

  it('refuses a ZIP without word/document.xml (any archive sent as .docx)', () => {
    expect(resumeKindOf(bytes(sampleZip({ 'notes.txt': 'hello', 'photo.jpg': 'x' })))).toBeNull();
    expect(resumeKindOf(bytes(sampleZip({ '[Content_Types].xml': '<Types/>', 'word/other.xml': '<x/>' })))).toBeNull();
  });

  it('refuses an APK (a ZIP with AndroidManifest.xml and classes.dex), even one that also holds word/document.xml', () => {
    const apk = { 'AndroidManifest.xml': '<manifest/>', 'classes.dex': 'dex\n035', 'resources.arsc': '', 'META-INF/MANIFEST.MF': 'Manifest-Version: 1.0' };
    expect(resumeKindOf(bytes(sampleZip(apk)))).toBeNull();
    expect(resumeKindOf(bytes(sampleZip(sampleDocxEntries('cv', apk))))).toBeNull();
  });

  it('refuses a Word document with macros (vbaProject.bin) or a script inside', () => {
    expect(resumeKindOf(bytes(sampleZip(sampleDocxEntries('cv', { 'word/vbaProject.bin': 'macro' }))))).toBeNull();
    expect(resumeKindOf(bytes(sampleZip(sampleDocxEntries('cv', { 'word/run.js': 'alert(1)' }))))).toBeNull();
  });

  it('refuses truncated files', () => {
    const docx = sampleDocx('cv');
    expect(resumeKindOf(bytes(docx.subarray(0, docx.length - 1)))).toBeNull(); // end record cut
    expect(resumeKindOf(bytes(docx.subarray(0, Math.floor(docx.length / 2))))).toBeNull();
    expect(resumeKindOf(bytes(docx.subarray(0, 4)))).toBeNull(); // PK\3\4 alone
    expect(resumeKindOf(bytes(sampleDoc().subarray(0, 8)))).toBeNull(); // the OLE signature alone
    expect(resumeKindOf(bytes(Buffer.from('%PD')))).toBeNull();
    expect(resumeKindOf(new Uint8Array(0))).toBeNull();
  });

  it('refuses a ZIP whose directory points outside the file', () => {
    const docx = Buffer.from(sampleDocx('cv'));
    docx.writeUInt32LE(docx.length + 100, docx.length - 6); // the end record's directory offset
    expect(resumeKindOf(bytes(docx))).toBeNull();
  });

  it('refuses other files: HTML, an image, an executable, text', () => {
    expect(resumeKindOf(bytes(Buffer.from('<html><script>alert(1)</script></html>')))).toBeNull();
    expect(resumeKindOf(bytes(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))).toBeNull();
    expect(resumeKindOf(bytes(Buffer.from('MZ\x90\x00', 'latin1')))).toBeNull();
    expect(resumeKindOf(bytes(Buffer.from('plain text resume')))).toBeNull();
  });
});

describe('resumeBytesMatch: the bytes are the declared type', () => {
  it('accepts each kind under its own type only', () => {
    expect(resumeBytesMatch(PDF, bytes(samplePdf(['cv'])))).toBe(true);
    expect(resumeBytesMatch(DOC, bytes(sampleDoc()))).toBe(true);
    expect(resumeBytesMatch(DOCX, bytes(sampleDocx()))).toBe(true);
    expect(resumeBytesMatch(DOCX, bytes(samplePdf(['cv'])))).toBe(false);
    expect(resumeBytesMatch(PDF, bytes(sampleDocx()))).toBe(false);
    expect(resumeBytesMatch('application/zip', bytes(sampleDocx()))).toBe(false);
  });
});

describe('names, types and headers', () => {
  it('a stored name ends with its type’s extension', () => {
    expect(resumeNameMatchesType('1-cv.pdf', PDF)).toBe(true);
    expect(resumeNameMatchesType('1-CV.PDF', PDF)).toBe(true);
    expect(resumeNameMatchesType('1-cv.docx', DOCX)).toBe(true);
    expect(resumeNameMatchesType('1-cv.doc', DOCX)).toBe(false);
    expect(resumeNameMatchesType('1-cv.docx', DOC)).toBe(false);
    expect(resumeNameMatchesType('cv.apk', PDF)).toBe(false);
    expect(resumeNameMatchesType('.pdf', PDF)).toBe(false);
    expect(resumeNameMatchesType('cv.pdf', 'application/zip')).toBe(false);
  });

  it('resumeStoredName keeps the name and puts the type’s extension on it', () => {
    expect(resumeStoredName('cv.apk', PDF)).toBe('cv.pdf');
    expect(resumeStoredName('My CV (final).docx', DOCX)).toBe('My_CV_final_.docx');
    expect(resumeStoredName('resume', DOC)).toBe('resume.doc');
    expect(resumeStoredName('../../x.pdf', PDF)).not.toContain('/');
  });

  it('the Content-Disposition is an attachment with a safe name', () => {
    expect(resumeContentDisposition('cv.pdf', PDF)).toBe('attachment; filename="cv.pdf"');
    expect(resumeContentDisposition('a"b;\r\nc.apk', PDF)).toBe('attachment; filename="a_b_c.pdf"');
  });
});
