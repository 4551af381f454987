/** A quiet placeholder while a page's code or the session loads. */
export function PageLoading({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
