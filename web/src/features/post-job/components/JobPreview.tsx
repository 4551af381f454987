/** The Job Preview block: what the job will say once posted, its screening questions included. */
import { formatRupees, useT, type Translate } from '../../../i18n';
import { useChoiceLabel } from '../../../i18n/choices';
import { previewRows, type FormValues } from '../model/job-form';
import type { QuestionDraft } from '../model/questions';

/** What a must-have question needs, as the preview says it; null for a question that is not a must-have. */
function neededText(t: Translate, question: QuestionDraft): string | null {
  if (!question.mustHave) return null;
  if (question.kind === 'yesNo') return t(question.needed === 'no' ? 'postJob.previewNeededNo' : 'postJob.previewNeededYes');
  if (question.kind === 'number' && /^\d+$/.test(question.needed.trim())) return t('postJob.previewNeededAtLeast', { min: Number(question.needed.trim()) });
  return t('postJob.previewNeededAny');
}

export function JobPreview({ values, questions = [] }: { values: FormValues; questions?: readonly QuestionDraft[] }) {
  const t = useT();
  const choiceLabel = useChoiceLabel();
  const rows = previewRows(values, choiceLabel, formatRupees);
  const asked = questions.filter((question) => question.text.trim() !== '');
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
      {asked.length > 0 ? (
        <>
          <h3 className="post-job__preview-questions-title">{t('postJob.previewQuestions')}</h3>
          <ol className="post-job__preview-questions" data-testid="job-preview-questions">
            {asked.map((question, index) => {
              const needed = neededText(t, question);
              return (
                <li key={index}>
                  {question.text.trim()}
                  {needed ? <span className="post-job__preview-needed">{needed}</span> : null}
                </li>
              );
            })}
          </ol>
        </>
      ) : null}
    </section>
  );
}
