import { useState } from 'react';
import { useT } from '../../../i18n';

/** "Save job", or "Saved" once saved (pressing it again unsaves). */
export function SaveJobButton({ saved, onToggle, className = '' }: { saved: boolean; onToggle: () => Promise<void>; className?: string }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const click = () => {
    setBusy(true);
    void onToggle().finally(() => setBusy(false));
  };
  return (
    <button
      type="button"
      className={`button button--small save-job${saved ? ' save-job--saved' : ' button--secondary'} ${className}`.trim()}
      onClick={click}
      disabled={busy}
      title={saved ? t('jobs.unsaveJob') : undefined}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M6 3h12v18l-6-4.5L6 21z" fill={saved ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      {saved ? t('jobs.savedJobButton') : t('jobs.saveJob')}
    </button>
  );
}
