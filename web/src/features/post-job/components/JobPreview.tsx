/** The Job Preview block: what the job will say once posted. */
import { GENDERS } from '@jobsearch/domain/choices';
import { previewRows, type FormValues } from '../model/job-form';

const genderLabel = (value: string) => GENDERS.find((g) => g.value === value)?.label ?? value;

export function JobPreview({ values }: { values: FormValues }) {
  const rows = previewRows(values, genderLabel);
  return (
    <section className="card post-job__preview" aria-labelledby="job-preview-title" data-testid="job-preview">
      <h2 id="job-preview-title">Job Preview</h2>
      <dl className="post-job__preview-list">
        {rows.map((row) => (
          <div key={row.label} className="post-job__preview-row">
            <dt>{row.label}</dt>
            <dd className={row.value ? undefined : 'muted'}>{row.value || '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
