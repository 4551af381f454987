import { useEffect, useState } from 'react';
import { loadNamespaces, useT } from '../i18n';
import { reloadToUpdate, useUpdateWaiting } from '../lib/offline/service-worker';

/**
 * A new build is installed and waiting (lib/offline/service-worker.ts): a bar at the
 * foot of the window says so, and Reload lets it take over. The running page
 * is never swapped under the user's hands: they choose the moment. Its texts
 * (the `offline` namespace) load when it first has something to say.
 */
export function UpdatePrompt() {
  const waiting = useUpdateWaiting();
  const t = useT();
  const [textsReady, setTextsReady] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    let current = true;
    void loadNamespaces(['offline']).then(
      () => current && setTextsReady(true),
      () => current && setTextsReady(true), // the texts could not load: the keys are better than no prompt
    );
    return () => {
      current = false;
    };
  }, [waiting]);
  if (!waiting || !textsReady) return null;
  return (
    <div className="update-prompt" role="status" data-testid="update-prompt">
      <span>{t('offline.updateAvailable')}</span>
      <button type="button" className="button button--small" onClick={reloadToUpdate}>
        {t('offline.reload')}
      </button>
    </div>
  );
}
