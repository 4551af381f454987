/**
 * The employer's screening questions in Apply, each answered before sending:
 * a yes/no question is a group of two radio buttons under its question as
 * legend; a number or a short answer is a labelled box. Errors are alerts.
 */
import { SCREENING_LIMITS, type ScreeningQuestion } from '@jobsearch/domain/screening';
import { useT } from '../../../i18n';
import { useSay } from '../../../i18n/problems';
import { Field, errorId } from '../../../ui/Field';

interface ScreeningAnswersProps {
  baseId: string;
  questions: readonly ScreeningQuestion[];
  answers: readonly string[];
  errors: Record<string, string>;
  onAnswer: (index: number, text: string) => void;
}

export function ScreeningAnswers({ baseId, questions, answers, errors, onAnswer }: ScreeningAnswersProps) {
  const t = useT();
  if (questions.length === 0) return null;
  return (
    <section className="apply-screening" aria-labelledby={`${baseId}-screening`}>
      <h3 id={`${baseId}-screening`}>{t('jobs.screeningTitle')}</h3>
      <p className="field__hint">{t('jobs.screeningHint')}</p>
      {questions.map((question, index) => {
        const id = `${baseId}-answer-${index}`;
        const error = errors[`answers.${index}`];
        const value = answers[index] ?? '';
        if (question.kind === 'yesNo')
          return <YesNoAnswer key={index} id={id} question={question.text} value={value} error={error} onAnswer={(text) => onAnswer(index, text)} />;
        return (
          <Field key={index} id={id} label={question.text} required error={error}>
            {(control) => (
              <input
                {...control}
                required
                inputMode={question.kind === 'number' ? 'numeric' : undefined}
                maxLength={question.kind === 'text' ? SCREENING_LIMITS.answerText : undefined}
                value={value}
                onChange={(event) => onAnswer(index, event.target.value)}
              />
            )}
          </Field>
        );
      })}
    </section>
  );
}

interface YesNoAnswerProps {
  id: string;
  question: string;
  value: string;
  error: string | undefined;
  onAnswer: (text: string) => void;
}

/** A yes/no question: its text is the group's legend, read before each choice. */
function YesNoAnswer({ id, question, value, error, onAnswer }: YesNoAnswerProps) {
  const t = useT();
  const say = useSay();
  return (
    <fieldset className={`field apply-yes-no${error ? ' field--invalid' : ''}`} aria-describedby={error ? errorId(id) : undefined}>
      <legend>
        {question}
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      {(['yes', 'no'] as const).map((choice) => (
        <label key={choice} className="apply-yes-no__choice">
          <input type="radio" name={id} value={choice} checked={value === choice} onChange={() => onAnswer(choice)} />
          {choice === 'yes' ? t('jobs.answerYes') : t('jobs.answerNo')}
        </label>
      ))}
      {error ? (
        <p id={errorId(id)} className="field__error" role="alert">
          {say(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
