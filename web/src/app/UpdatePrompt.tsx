import offline from '@jobsearch/domain/i18n/catalogs/offline/en';
import { reloadToUpdate, useUpdateWaiting } from '../lib/service-worker';

/**
 * A new build is installed and waiting (lib/service-worker.ts): a bar at the
 * foot of the window says so, and Reload lets it take over. The running page
 * is never swapped under the user's hands: they choose the moment.
 */
export function UpdatePrompt() {
  const waiting = useUpdateWaiting();
  if (!waiting) return null;
  return (
    <div className="update-prompt" role="status" data-testid="update-prompt">
      <span>{offline.updateAvailable}</span>
      <button type="button" className="button button--small" onClick={reloadToUpdate}>
        {offline.reload}
      </button>
    </div>
  );
}
