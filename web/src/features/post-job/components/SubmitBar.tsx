/** The foot of the form: the terms box, the confirm question, and Post Job (or Save Changes). */
import type { Dispatch } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n';
import { richText } from '../../../i18n/rich';
import { PATHS } from '../../../lib/util/paths';
import type { FormMode, JobFormAction, JobFormState } from '../model/job-form';

export function SubmitBar({ mode, form, dispatch }: { mode: FormMode; form: JobFormState; dispatch: Dispatch<JobFormAction> }) {
  const t = useT();
  const saving = mode === 'edit';
  return (
    <div className="card post-job__actions">
      <div className="checkbox">
        <input
          id="post-job-terms"
          type="checkbox"
          checked={form.termsAccepted}
          onChange={(event) => dispatch({ type: 'terms', accepted: event.target.checked })}
        />
        <label htmlFor="post-job-terms">{richText(t('postJob.acceptTerms'), { 0: <Link to={PATHS.terms} target="_blank" rel="noopener noreferrer" /> })}</label>
      </div>
      <p className="post-job__confirm" role="status" aria-live="polite">
        {form.confirming ? (saving ? t('postJob.confirmSave') : t('postJob.confirmPost')) : ''}
      </p>
      <button type="submit" className="button post-job__submit" disabled={!form.termsAccepted || form.submitting} aria-busy={form.submitting || undefined}>
        {saving ? (form.submitting ? t('postJob.savingChanges') : t('postJob.saveChanges')) : form.submitting ? t('postJob.posting') : t('postJob.postJob')}
      </button>
    </div>
  );
}
