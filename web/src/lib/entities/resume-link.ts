/** A resume's download link, checked before anyone is sent to it (the employer's Applications, the admin's tab). */

/**
 * What View does: open the resume link, or say it is missing. Only a download
 * link of a file in our own bucket is opened (the rules tie it to the
 * applicant's own upload, but cannot name the bucket); anything else counts as
 * missing rather than sending the employer to an unknown site.
 */
export function resumeAction(resume: string | null | undefined, bucket: string): { kind: 'open'; url: string } | { kind: 'missing' } {
  const url = resume?.trim();
  if (!url) return { kind: 'missing' };
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return { kind: 'missing' };
    if (!parsed.pathname.startsWith(`/v0/b/${encodeURIComponent(bucket)}/o/`)) return { kind: 'missing' };
  } catch {
    return { kind: 'missing' };
  }
  return { kind: 'open', url };
}
