import { LANGUAGES, isLanguage } from '@jobsearch/domain/i18n/languages';
import { useId, useState } from 'react';
import { setLanguage, useLanguage, useT } from '../i18n';

/**
 * The "Language" control of the navigation bar and the footer.
 * Each language is named in itself, so a reader finds theirs whatever is
 * shown; the choice is remembered on this device.
 */
export function LanguageControl({ className = '', hideLabel = false }: { className?: string; hideLabel?: boolean }) {
  const t = useT();
  const language = useLanguage();
  const id = useId();
  const [busy, setBusy] = useState(false);
  return (
    <div className={`language-control ${className}`.trim()}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'language-control__label'}>
        {t('common.language')}
      </label>
      <select
        id={id}
        value={language}
        disabled={busy}
        onChange={(event) => {
          const chosen = event.target.value;
          if (!isLanguage(chosen)) return;
          setBusy(true);
          void setLanguage(chosen).finally(() => setBusy(false));
        }}
      >
        {LANGUAGES.map((entry) => (
          <option key={entry.code} value={entry.code} lang={entry.locale}>
            {entry.name}
          </option>
        ))}
      </select>
    </div>
  );
}
