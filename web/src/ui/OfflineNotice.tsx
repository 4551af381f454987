import { useT } from '../i18n';

/** Over a list shown from the device's last-seen copy (lib/offline/last-seen.ts): says so, politely. The page's route loads the `offline` texts. */
export function OfflineNotice() {
  const t = useT();
  return (
    <p className="offline-notice" role="status" data-testid="offline-notice">
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
        <path d="m3 3 18 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        <circle cx="12" cy="19" r="1.5" fill="currentColor" />
      </svg>
      <span>{t('offline.showingLastSeen')}</span>
    </p>
  );
}
