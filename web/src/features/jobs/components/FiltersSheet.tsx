import { useState } from 'react';
import { useT } from '../../../i18n';
import { Modal } from '../../../ui/Modal';
import { filtersInUse, type FilterChange, type JobFilters as Filters } from '../model/jobs-query';
import { JobFilters } from './JobFilters';

interface FiltersSheetProps {
  filters: Filters;
  education: string | null;
  /** The PIN code that chose the district, '' when none did. */
  pin: string;
  /** The number of jobs the filters match, null while it is not known. */
  total: number | null;
  onChange: (change: FilterChange) => void;
  onClearAll: () => void;
}

/**
 * The filters on a phone: a Filters button with the number in use, opening a
 * sheet with them; each choice applies at once, and "Show N jobs" closes the
 * sheet on the list it chose. The list's first cards stay above the fold.
 */
export function FiltersSheet({ filters, education, pin, total, onChange, onClearAll }: FiltersSheetProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const count = filtersInUse(filters);
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small jobs-filters-button"
        aria-haspopup="dialog"
        aria-label={t('jobs.filtersButton', { count })}
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M4 6h16M7 12h10M10 18h4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {t('jobs.filters')}
        {count ? (
          <span className="jobs-filters-button__count" aria-hidden="true">
            {count}
          </span>
        ) : null}
      </button>
      {open ? (
        <Modal
          title={t('jobs.filters')}
          onClose={close}
          sheet
          footer={
            <button type="button" className="button button--block" onClick={close}>
              {total === null ? t('jobs.showAllJobs') : t('jobs.showJobs', { count: total })}
            </button>
          }
        >
          <JobFilters filters={filters} education={education} pin={pin} onChange={onChange} onClearAll={onClearAll} />
        </Modal>
      ) : null}
    </>
  );
}
