/** The dashboard's tab list (ARIA tabs pattern, automatic activation, roving focus). */
import { useRef, type KeyboardEvent } from 'react';
import { useT } from '../../../i18n';
import { DASHBOARD_TABS, tabAfterKey, type DashboardTabId } from '../model/admin-model';

export const tabId = (id: DashboardTabId) => `admin-tab-${id}`;
export const panelId = (id: DashboardTabId) => `admin-panel-${id}`;

export function AdminTabs({ selected, onSelect }: { selected: DashboardTabId; onSelect: (id: DashboardTabId) => void }) {
  const t = useT();
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = tabAfterKey(selected, event.key, DASHBOARD_TABS);
    if (!target) return;
    event.preventDefault();
    onSelect(target);
    listRef.current?.querySelector<HTMLButtonElement>(`#${tabId(target)}`)?.focus();
  };
  return (
    <div className="admin__tabs" role="tablist" aria-label={t('admin.records')} ref={listRef}>
      {DASHBOARD_TABS.map((tab) => (
        <button
          key={tab.id}
          id={tabId(tab.id)}
          type="button"
          role="tab"
          className="admin__tab"
          aria-selected={tab.id === selected}
          aria-controls={panelId(tab.id)}
          tabIndex={tab.id === selected ? 0 : -1}
          onClick={() => onSelect(tab.id)}
          onKeyDown={onKeyDown}
        >
          {t(tab.label)}
        </button>
      ))}
    </div>
  );
}
