/** An applicant's answers to their job's screening questions; "Not answered" when they sent none (an old client). */
import { answerAt, meetsMustHave, type ScreeningAnswer, type ScreeningQuestion } from '@jobsearch/domain/screening';
import { formatNumber, useT } from '../../../i18n';

export function ApplicantAnswers({ questions, answers }: { questions: readonly ScreeningQuestion[]; answers: readonly ScreeningAnswer[] | undefined }) {
  const t = useT();
  if (questions.length === 0) return <span className="muted">—</span>;
  const text = (answer: ScreeningAnswer | undefined) =>
    answer === undefined
      ? t('applications.notAnswered')
      : typeof answer === 'boolean'
        ? answer
          ? t('applications.answerYes')
          : t('applications.answerNo')
        : typeof answer === 'number'
          ? formatNumber(answer)
          : answer;
  return (
    <ul className="applicant-answers">
      {questions.map((question, index) => {
        const answer = answerAt(questions, answers, index);
        const missed = !meetsMustHave(question, answer);
        return (
          <li key={index} className={missed ? 'applicant-answers__missed' : undefined}>
            <span className="applicant-answers__question">{question.text}</span> <strong>{text(answer)}</strong>
            {missed ? <span className="applicant-answers__mark"> ({t('applications.mustHaveNotMet')})</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
