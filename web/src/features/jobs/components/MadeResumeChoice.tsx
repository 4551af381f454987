/**
 * "Use a resume made from my work profile": for the seeker without a resume
 * file. It says up front what the work profile lacks (by the server's own
 * rule), and after a refusal what the server found missing, with a link to
 * that field on Profile; once chosen, whether the phone number goes on the
 * resume (off unless ticked: the resume may travel further than the application).
 */
import type { WorkProfileField } from '@jobsearch/domain/work-profile';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n';
import { PATHS } from '../../../lib/util/paths';
import { missingFieldsText } from '../model/resume-choice';

export interface MadeResumeProps {
  baseId: string;
  chosen: boolean;
  onChoose: () => void;
  /** The server's refusal of this choice, if any. */
  error: string | undefined;
  /** The work-profile fields to add first (none: nothing to say). */
  toAdd: readonly WorkProfileField[];
  showPhone: boolean;
  setShowPhone: (show: boolean) => void;
}

export function MadeResumeChoice({ baseId, chosen, onChoose, error, toAdd, showPhone, setShowPhone }: MadeResumeProps) {
  const t = useT();
  const hintId = `${baseId}-made-hint`;
  const needsId = `${baseId}-made-needs`;
  const errorId = `${baseId}-made-error`;
  const needs = toAdd.length > 0 ? missingFieldsText(toAdd, t) : null;
  // A refusal that says what to add is the note itself: said once, as the alert.
  const note = needs && needs !== error ? needs : null;
  return (
    <div className="apply-made">
      <label className="apply-resume-source__choice">
        <input
          type="radio"
          name="resume-source"
          value="made"
          checked={chosen}
          onChange={onChoose}
          aria-describedby={[hintId, note ? needsId : '', error ? errorId : ''].filter(Boolean).join(' ')}
        />
        {t('jobs.resumeMadeFromProfile')}
      </label>
      <div className="apply-made__more">
        <span id={hintId} className="field__hint">
          {t('jobs.resumeMadeHint')}
        </span>
        {error ? (
          <span id={errorId} className="field__error" role="alert">
            {error}
          </span>
        ) : null}
        {note ? (
          <span id={needsId} className="apply-made__needs">
            {note}
          </span>
        ) : null}
        {toAdd.length > 0 ? (
          <Link className="apply-made__link" to={`${PATHS.profile}#work-${toAdd[0]}`}>
            {t('jobs.madeResumeAdd')}
          </Link>
        ) : null}
        {/* The phone line is asked only of a resume that can be made. */}
        {chosen && toAdd.length === 0 ? (
          <div className="apply-check">
            <input id={`${baseId}-show-phone`} type="checkbox" checked={showPhone} onChange={(event) => setShowPhone(event.target.checked)} />
            <label htmlFor={`${baseId}-show-phone`}>{t('jobs.showPhoneOnResume')}</label>
          </div>
        ) : null}
      </div>
    </div>
  );
}
