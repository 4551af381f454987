/**
 * Screening questions on Post a Job: up to five, each yes/no, a number or a
 * short answer, optionally a must-have with the answer it needs. Seekers
 * answer them in Apply; the employer filters applicants by them.
 */
import { QUESTION_KINDS, SCREENING_LIMITS } from '@jobsearch/domain/screening';
import { useT } from '../../../i18n';
import { useSay } from '../../../i18n/problems';
import { Field } from '../../../ui/Field';
import { canAddQuestion, changeQuestion, newQuestion, questionControlId, type QuestionDraft } from '../model/questions';
import type { JobFieldsProps } from './use-job-field-props';

const KIND_KEYS = { yesNo: 'postJob.questionKindYesNo', number: 'postJob.questionKindNumber', text: 'postJob.questionKindText' } as const;

export function ScreeningQuestionsFields({ form, dispatch }: JobFieldsProps) {
  const t = useT();
  const say = useSay();
  const { questions, errors } = form;
  const set = (next: QuestionDraft[]) => dispatch({ type: 'questions', questions: next });
  const listError = errors.screeningQuestions;
  return (
    <fieldset className="post-job__wide post-job__questions" aria-describedby="screening-questions-hint">
      <legend>{t('postJob.screeningQuestions')}</legend>
      <p id="screening-questions-hint" className="field__hint">
        {t('postJob.screeningQuestionsHint', { max: SCREENING_LIMITS.questions })}
      </p>
      {questions.map((question, index) => (
        <QuestionEditor
          key={index}
          index={index}
          question={question}
          errorOf={(field) => errors[`screeningQuestions.${index}.${field}`]}
          onChange={(change) => set(changeQuestion(questions, index, change))}
          onRemove={() => set(questions.filter((_, i) => i !== index))}
        />
      ))}
      {listError ? (
        <p className="field__error" role="alert">
          {say(listError)}
        </p>
      ) : null}
      {canAddQuestion(questions) ? (
        <button type="button" className="button button--secondary button--small" onClick={() => set([...questions, newQuestion()])}>
          {t('postJob.addQuestion')}
        </button>
      ) : null}
    </fieldset>
  );
}

interface QuestionEditorProps {
  index: number;
  question: QuestionDraft;
  errorOf: (field: 'text' | 'needed') => string | undefined;
  onChange: (change: Partial<QuestionDraft>) => void;
  onRemove: () => void;
}

function QuestionEditor({ index, question, errorOf, onChange, onRemove }: QuestionEditorProps) {
  const t = useT();
  const id = `screening-question-${index}`;
  const number = index + 1;
  return (
    <fieldset className="post-job__question" data-testid={id}>
      <legend>{t('postJob.questionNumber', { number })}</legend>
      <Field id={questionControlId(index, 'text')} label={t('postJob.questionText')} required error={errorOf('text')}>
        {(control) => (
          <input {...control} maxLength={SCREENING_LIMITS.questionText} value={question.text} onChange={(e) => onChange({ text: e.target.value })} />
        )}
      </Field>
      <Field id={`${id}-kind`} label={t('postJob.questionKind')}>
        <select id={`${id}-kind`} value={question.kind} onChange={(e) => onChange({ kind: e.target.value as QuestionDraft['kind'] })}>
          {QUESTION_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(KIND_KEYS[kind])}
            </option>
          ))}
        </select>
      </Field>
      <label className="post-job__must-have">
        <input type="checkbox" checked={question.mustHave} onChange={(e) => onChange({ mustHave: e.target.checked })} />
        {t('postJob.questionMustHave')}
      </label>
      {question.mustHave && question.kind === 'yesNo' ? (
        <Field id={questionControlId(index, 'needed')} label={t('postJob.questionNeededAnswer')} error={errorOf('needed')}>
          <select id={questionControlId(index, 'needed')} value={question.needed} onChange={(e) => onChange({ needed: e.target.value })}>
            <option value="yes">{t('postJob.answerYes')}</option>
            <option value="no">{t('postJob.answerNo')}</option>
          </select>
        </Field>
      ) : null}
      {question.mustHave && question.kind === 'number' ? (
        <Field id={questionControlId(index, 'needed')} label={t('postJob.questionMinimum')} required error={errorOf('needed')}>
          {(control) => <input {...control} inputMode="numeric" value={question.needed} onChange={(e) => onChange({ needed: e.target.value })} />}
        </Field>
      ) : null}
      {question.mustHave && question.kind === 'text' ? <p className="field__hint">{t('postJob.questionTextMustHave')}</p> : null}
      <button type="button" className="button button--secondary button--small" onClick={onRemove}>
        {t('postJob.removeQuestion', { number })}
      </button>
    </fieldset>
  );
}
