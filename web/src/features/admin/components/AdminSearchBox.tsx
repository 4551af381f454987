/** A tab's search box; the query it hands on is the input once typing has paused (ADMIN_SEARCH_DEBOUNCE_MS). */
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n';
import type { AdminTabId } from '../model/admin-model';
import { ADMIN_SEARCH_DEBOUNCE_MS } from '../model/admin-search';

/** The value once it has stayed the same for `ms`. */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The search box and its settled query ('' when there is none). */
export function useAdminSearchBox(tab: AdminTabId) {
  const t = useT();
  const [input, setInput] = useState('');
  const query = useDebounced(input.trim(), ADMIN_SEARCH_DEBOUNCE_MS);
  const searchId = `admin-search-${tab}`;
  const box = (
    <div className="admin__search" role="search">
      <label htmlFor={searchId}>{t(`admin.searchLabel:${tab}`)}</label>
      <input
        id={searchId}
        type="search"
        className="input"
        value={input}
        onChange={(event) => setInput(event.target.value)}
        aria-describedby={`${searchId}-hint`}
        autoComplete="off"
        enterKeyHint="search"
      />
      <p id={`${searchId}-hint`} className="field__hint">
        {t(`admin.searchHint:${tab}`)}
      </p>
    </div>
  );
  return { query, box };
}
