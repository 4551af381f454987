/**
 * "Verified employer": an admin verified the job's employer. A
 * shield with a tick and the words, so it never rests on colour alone; the
 * icon is decoration, the text is what screen readers read.
 */
import { useT } from '../i18n';

export function VerifiedBadge() {
  const t = useT();
  return (
    <span className="employer-badge" data-testid="verified-badge">
      <svg className="employer-badge__icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <path d="M8 1 2.5 3v4.2c0 3.4 2.3 6.4 5.5 7.8 3.2-1.4 5.5-4.4 5.5-7.8V3L8 1Z" fill="currentColor" />
        <path d="m5.3 8.1 1.9 1.9 3.6-3.8" fill="none" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {t('ui.verifiedEmployer')}
    </span>
  );
}
