import { LANGUAGES, isLanguage } from '@jobsearch/domain/i18n/languages';
import { useId, useState } from 'react';
import { setLanguage, useLanguage, useT, type Language } from '../i18n';
import { useSession } from '../lib/session';

/** A signed-in person's choice also goes on their users document: the functions write their mails in it. */
function rememberForMails(uid: string, language: Language): void {
  void import('../lib/session/users')
    .then(({ saveUserLanguage }) => saveUserLanguage(uid, language))
    .catch((error: unknown) => console.warn('The language could not be saved on the profile', error));
}

/**
 * The "Language" control of the navigation bar and the footer.
 * Each language is named in itself, so a reader finds theirs whatever is
 * shown; the choice is remembered on this device (and on a signed-in person's profile).
 */
export function LanguageControl({ className = '', hideLabel = false }: { className?: string; hideLabel?: boolean }) {
  const t = useT();
  const language = useLanguage();
  const id = useId();
  const session = useSession();
  // An admin may have no users document: nothing to write then.
  const uid = session.status === 'signedIn' && session.profile ? session.user.uid : null;
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
          if (uid) rememberForMails(uid, chosen);
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
