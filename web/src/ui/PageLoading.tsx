import { useT } from '../i18n';

/** A quiet placeholder while a page's code or the session loads: 'Loading...' unless told what loads. */
export function PageLoading({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? t('ui.loading')}</span>
    </div>
  );
}
