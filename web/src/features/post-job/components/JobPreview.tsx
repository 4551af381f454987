/** The Job Preview block: what the job will say once posted. */
import { formatRupees, useT } from '../../../i18n';
import { useChoiceLabel } from '../../../i18n/choices';
import { previewRows, type FormValues } from '../model/job-form';

export function JobPreview({ values }: { values: FormValues }) {
  const t = useT();
  const choiceLabel = useChoiceLabel();
  const rows = previewRows(values, choiceLabel, formatRupees);
  return (
    <section className="card post-job__preview" aria-labelledby="job-preview-title" data-testid="job-preview">
      <h2 id="job-preview-title">{t('postJob.previewTitle')}</h2>
      <dl className="post-job__preview-list">
        {rows.map((row) => (
          <div key={row.label} className="post-job__preview-row">
            <dt>{t(row.label)}</dt>
            <dd className={row.value ? undefined : 'muted'}>{row.value || '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
