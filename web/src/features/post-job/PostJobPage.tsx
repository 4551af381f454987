/**
 * Post a New Job (employer): the form, its cascades, a live preview and a
 * two-step submit. The same form edits one of the employer's jobs
 * (/post-job/:jobId/edit) and posts one again as a new job (/post-job?from=id)
 * (issue 20 item 5). A new job's form is kept as a draft on the device until
 * it is posted or discarded, and leaving with unsaved changes asks first
 * (item 6).
 */
import { CHARGEABLE_OPTIONS, DEGREES, EXPERIENCE_LEVELS, GENDERS, JOB_ROLES, JOB_SHIFTS, JOB_TYPES, STATES } from '@jobsearch/domain/choices';
import { tradesFor } from '@jobsearch/domain/helpers';
import { MESSAGES } from '@jobsearch/domain/messages';
import { JOB_FIELD_LABELS, type JobField } from '@jobsearch/domain/schemas';
import { useEffect, useReducer, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useBlocker, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { toast } from '../../ui/toast';
import { useSignedIn } from '../../lib/session';
import { isPhoneProved } from '../../lib/proved-phone';
import { VerifyPhoneNotice } from '../../ui/VerifyPhoneNotice';
import { clearDraft, loadDraft, saveDraft } from './api/draft-store';
import { loadOwnJob, postFailureReason, updateJob, usePostJob } from './api/post-job';
import { Combobox } from './components/Combobox';
import { describedBy, Field } from '../../ui/Field';
import { JobPreview } from './components/JobPreview';
import { TypingGreeting } from './components/TypingGreeting';
import { cityEnabled, citiesFor, firstInvalidField, formFromJob, initialJobForm, jobFormReducer, planSubmit, showsPreview, showsTrade } from './model/job-form';
import { hasContent, isDirty } from './model/draft';
import './post-job.css';
import { PATHS } from '../../lib/paths';
import { useT, type MessageKey, type Translate } from '../../i18n';
import { richText } from '../../i18n/rich';
import { useChoiceLabel } from '../../i18n/choices';

const fieldId = (field: JobField) => `job-${field}`;

type Mode = 'new' | 'edit' | 'repost';

/** The job an Edit or a Post again starts from, read once under the rules (the owner's only). */
function useSourceJob(jobId: string | null, uid: string) {
  const [loaded, setLoaded] = useState<{ jobId: string; job: Record<string, unknown> | null; failed: boolean } | null>(null);
  useEffect(() => {
    if (!jobId) return undefined;
    let live = true;
    loadOwnJob(jobId, uid).then(
      (job) => {
        if (live) setLoaded({ jobId, job, failed: false });
      },
      (error: unknown) => {
        console.error('Loading the job failed', error);
        if (live) setLoaded({ jobId, job: null, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [jobId, uid]);
  if (!jobId) return { status: 'none' as const };
  if (!loaded || loaded.jobId !== jobId) return { status: 'loading' as const };
  return loaded.job ? { status: 'ready' as const, job: loaded.job } : { status: 'missing' as const, failed: loaded.failed };
}

/** How the page names a job: its role and company. */
function jobName(t: Translate, job: Record<string, unknown>): string {
  const title = typeof job.jobRole === 'string' && job.jobRole ? job.jobRole : t('postJob.untitledJob');
  return typeof job.companyName === 'string' && job.companyName ? t('postJob.jobNamed', { title, company: job.companyName }) : title;
}

/** A field's label, as the validation messages name it (the `validation` catalog's labels). */
const labelKey = (field: JobField): MessageKey => `validation.label:${JOB_FIELD_LABELS[field]}`;

export default function PostJobPage() {
  const session = useSignedIn();
  const { jobId: editId } = useParams();
  const [search] = useSearchParams();
  const repostId = editId ? null : search.get('from');
  const mode: Mode = editId ? 'edit' : repostId ? 'repost' : 'new';
  const sourceId = editId ?? repostId ?? null;
  const source = useSourceJob(sourceId, session.user.uid);
  const t = useT();
  const heading = mode === 'edit' ? t('common.titleEditJob') : t('common.titlePostJob');

  if (source.status === 'loading' || source.status === 'missing') {
    return (
      <section className="page post-job" aria-labelledby="post-job-title">
        <h1 id="post-job-title">{heading}</h1>
        {source.status === 'loading' ? (
          <p className="muted" role="status">
            {t('postJob.jobLoadingForEdit')}
          </p>
        ) : (
          <p className="error-text" role="alert">
            {source.failed ? t('postJob.networkError') : t('postJob.jobNotYours')} <Link to={PATHS.postedJobs}>{t('common.employerPostedJobs')}</Link>
          </p>
        )}
      </section>
    );
  }
  const job = source.status === 'ready' ? source.job : null;
  return <JobForm key={`${session.user.uid}:${mode}:${sourceId ?? ''}`} mode={mode} jobId={sourceId} job={job} heading={heading} />;
}

function JobForm({ mode, jobId, job, heading }: { mode: Mode; jobId: string | null; job: Record<string, unknown> | null; heading: string }) {
  const session = useSignedIn();
  const t = useT();
  const choiceLabel = useChoiceLabel();
  const L = (field: JobField) => t(labelKey(field));
  const uid = session.user.uid;
  const post = usePostJob(uid);
  const navigate = useNavigate();
  // What the form starts as: a new job's saved draft (or nothing), or the job's own fields.
  const [start] = useState(() => {
    if (job) return { form: formFromJob(job), restored: false };
    const draft = loadDraft(uid);
    return { form: draft ?? initialJobForm(), restored: draft !== null };
  });
  const [form, dispatch] = useReducer(jobFormReducer, start.form);
  const { values, errors } = form;
  const [baseline] = useState(() => (mode === 'new' ? initialJobForm() : start.form));
  const [discarding, setDiscarding] = useState(false);
  const dirty = isDirty(form, baseline) && !form.submitting;
  const leaving = useRef(false);

  // A new job's form is kept on this device, per employer, until posted or discarded.
  const keepsDraft = mode === 'new';
  const { degreeText, cityText } = form;
  useEffect(() => {
    if (keepsDraft) saveDraft(uid, { values, degreeText, cityText });
  }, [keepsDraft, uid, values, degreeText, cityText]);

  // Leaving with unsaved changes asks first: in the app (the router) and for a reload or a closed tab (the browser).
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !leaving.current && dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const leaveFor = (path: string) => {
    leaving.current = true;
    navigate(path);
  };

  const discard = () => {
    clearDraft(uid);
    dispatch({ type: 'reset' });
    setDiscarding(false);
    toast.info(t('postJob.draftDiscarded'));
  };

  const set = (field: JobField) => (value: string) => dispatch({ type: 'field', field, value });
  const common = (field: JobField) => ({
    id: fieldId(field),
    error: errors[field],
  });
  const inputProps = (field: JobField, hint?: string) => ({
    id: fieldId(field),
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(fieldId(field), hint, errors[field]),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const plan = planSubmit(form);
    switch (plan.kind) {
      case 'terms':
      case 'busy':
        return;
      case 'invalid': {
        dispatch({ type: 'invalid', errors: plan.errors });
        const first = firstInvalidField(plan.errors);
        if (first) requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus());
        return;
      }
      case 'confirm':
        dispatch({ type: 'confirm' });
        return;
      case 'post':
        if (mode === 'edit' && jobId) {
          dispatch({ type: 'submitting' });
          try {
            await updateJob(jobId, plan.input, typeof job?.status === 'string' ? job.status : 'Active', uid);
            toast.success(t('postJob.jobUpdated'));
            leaveFor(PATHS.postedJobs);
          } catch (error) {
            console.error('Saving the job failed', error);
            toast.error(t('postJob.jobUpdateFailed', { reason: postFailureReason(error, t('postJob.networkError')) }));
            dispatch({ type: 'failed' });
          }
          return;
        }
        if (!isPhoneProved(session.user.phoneNumber, session.profile)) {
          toast.error(t('postJob.verifyPhoneInProfile'), { toastId: MESSAGES.verifyPhoneInProfile });
          return;
        }
        dispatch({ type: 'submitting' });
        try {
          await post(plan.input);
          toast.success(t('postJob.jobPosted'));
          if (keepsDraft) clearDraft(uid);
          if (mode === 'repost') leaveFor(PATHS.postedJobs);
          else dispatch({ type: 'posted' });
        } catch (error) {
          console.error('Posting the job failed', error);
          toast.error(t('postJob.jobPostFailed', { reason: postFailureReason(error, t('postJob.networkError')) }));
          dispatch({ type: 'failed' });
        }
    }
  };

  const trades = tradesFor(values.degree);
  const cityOn = cityEnabled(form);
  const cityHint = cityOn ? undefined : t('postJob.cityHint');
  const salaryHint = t('postJob.salaryHint');
  const mobileHint = t('postJob.mobileHint');
  const shiftLabel = (value: string) => choiceLabel('shift', value);
  const typeLabel = (value: string) => choiceLabel('jobType', value);
  const experienceLabel = (value: string) => choiceLabel('experience', value);
  const degreeLabel = (value: string) => choiceLabel('degree', value);
  const cityLabel = (value: string) => choiceLabel('city', value);

  return (
    <section className="page post-job" aria-labelledby="post-job-title">
      <TypingGreeting name={session.profile?.name} />
      <h1 id="post-job-title">{heading}</h1>
      {isPhoneProved(session.user.phoneNumber, session.profile) ? null : <VerifyPhoneNotice />}
      {mode === 'repost' && job ? <p className="card post-job__source">{t('postJob.repostNotice', { job: jobName(t, job) })}</p> : null}
      {mode === 'edit' && job ? <p className="muted post-job__source">{jobName(t, job)}</p> : null}
      {keepsDraft && hasContent(form) ? (
        <div className="card post-job__draft" data-testid="post-job-draft">
          <p>{start.restored ? `${t('postJob.draftRestored')} ${t('postJob.draftKept')}` : t('postJob.draftKept')}</p>
          <button type="button" className="button button--secondary button--small" onClick={() => setDiscarding(true)}>
            {t('postJob.discardDraft')}
          </button>
        </div>
      ) : null}

      <form className="post-job__layout" noValidate onSubmit={onSubmit} aria-describedby="post-job-required-note">
        <div className="card post-job__fields">
          <p id="post-job-required-note" className="muted post-job__note">
            {t('postJob.requiredNote')}
          </p>
          <div className="post-job__grid">
            <Field {...common('companyName')} label={L('companyName')} required>
              <input type="text" autoComplete="organization" aria-required="true" {...inputProps('companyName')} />
            </Field>

            <Combobox
              {...common('jobRole')}
              label={L('jobRole')}
              value={values.jobRole}
              options={JOB_ROLES}
              placeholder={t('postJob.rolePlaceholder')}
              onChange={set('jobRole')}
              onSelect={set('jobRole')}
            />

            <Combobox
              {...common('jobShift')}
              label={L('jobShift')}
              value={values.jobShift}
              options={JOB_SHIFTS}
              labelOf={shiftLabel}
              required
              onChange={set('jobShift')}
              onSelect={set('jobShift')}
            />

            <Combobox
              {...common('jobType')}
              label={L('jobType')}
              value={values.jobType}
              options={JOB_TYPES}
              labelOf={typeLabel}
              required
              onChange={set('jobType')}
              onSelect={set('jobType')}
            />

            <Field {...common('salary')} label={L('salary')} required hint={salaryHint} className="post-job__wide">
              <input type="text" inputMode="text" placeholder="15000 - 25000" aria-required="true" {...inputProps('salary', salaryHint)} />
            </Field>

            <fieldset className="post-job__location post-job__wide">
              <legend>{t('postJob.location')}</legend>
              <div className="post-job__location-grid">
                <Field {...common('state')} label={L('state')} required>
                  <select aria-required="true" {...inputProps('state')}>
                    <option value="">{t('postJob.selectState')}</option>
                    {STATES.map((s) => (
                      <option key={s} value={s}>
                        {choiceLabel('state', s)}
                      </option>
                    ))}
                  </select>
                </Field>
                <Combobox
                  {...common('city')}
                  label={L('city')}
                  value={form.cityText}
                  options={citiesFor(values.state)}
                  labelOf={cityLabel}
                  required
                  disabled={!cityOn}
                  hint={cityHint}
                  placeholder={cityOn ? t('postJob.cityPlaceholder') : undefined}
                  onChange={(text) => dispatch({ type: 'cityText', text })}
                  onSelect={set('city')}
                  onCommit={() => dispatch({ type: 'cityCommit' })}
                />
                <Field {...common('location')} label={L('location')} required>
                  <input type="text" autoComplete="street-address" aria-required="true" {...inputProps('location')} />
                </Field>
              </div>
            </fieldset>

            <Combobox
              {...common('degree')}
              label={L('degree')}
              value={form.degreeText}
              options={DEGREES}
              labelOf={degreeLabel}
              placeholder={t('postJob.degreePlaceholder')}
              onChange={(text) => dispatch({ type: 'degreeText', text })}
              onSelect={set('degree')}
              onCommit={() => dispatch({ type: 'degreeCommit' })}
            />

            {showsTrade(form) ? (
              <Field {...common('trade')} label={L('trade')}>
                <select {...inputProps('trade')}>
                  <option value="">{t('postJob.selectTrade')}</option>
                  {trades.map((trade) => (
                    <option key={trade} value={trade}>
                      {trade}
                    </option>
                  ))}
                </select>
              </Field>
            ) : null}

            <Combobox
              {...common('experience')}
              label={L('experience')}
              value={values.experience}
              options={EXPERIENCE_LEVELS}
              labelOf={experienceLabel}
              required
              onChange={set('experience')}
              onSelect={set('experience')}
            />

            <Field {...common('description')} label={L('description')} className="post-job__wide">
              <textarea rows={4} {...inputProps('description')} />
            </Field>

            <Field {...common('gender')} label={L('gender')}>
              <select {...inputProps('gender')}>
                <option value="">{t('postJob.selectGender')}</option>
                {GENDERS.map((g) => (
                  <option key={g.value} value={g.value}>
                    {choiceLabel('gender', g.value)}
                  </option>
                ))}
              </select>
            </Field>

            <Field {...common('chargeable')} label={L('chargeable')}>
              <select {...inputProps('chargeable')}>
                <option value="">{t('postJob.select')}</option>
                {CHARGEABLE_OPTIONS.map((c) => (
                  <option key={c} value={c}>
                    {choiceLabel('chargeable', c)}
                  </option>
                ))}
              </select>
            </Field>

            <Field {...common('mobileNumber')} label={t('postJob.optional', { label: L('mobileNumber') })} hint={mobileHint}>
              <input type="tel" inputMode="tel" autoComplete="tel" {...inputProps('mobileNumber', mobileHint)} />
            </Field>
          </div>
        </div>

        <aside className="post-job__aside">
          {showsPreview(form) ? <JobPreview values={values} /> : <p className="card muted post-job__preview-empty">{t('postJob.previewEmpty')}</p>}
        </aside>

        <div className="card post-job__actions">
          <div className="checkbox">
            <input
              id="post-job-terms"
              type="checkbox"
              checked={form.termsAccepted}
              onChange={(event) => dispatch({ type: 'terms', accepted: event.target.checked })}
            />
            <label htmlFor="post-job-terms">
              {richText(t('postJob.acceptTerms'), { 0: <Link to={PATHS.terms} target="_blank" rel="noopener noreferrer" /> })}
            </label>
          </div>
          <Status message={form.confirming ? (mode === 'edit' ? t('postJob.confirmSave') : t('postJob.confirmPost')) : ''} />
          <button type="submit" className="button post-job__submit" disabled={!form.termsAccepted || form.submitting} aria-busy={form.submitting || undefined}>
            {mode === 'edit'
              ? form.submitting
                ? t('postJob.savingChanges')
                : t('postJob.saveChanges')
              : form.submitting
                ? t('postJob.posting')
                : t('postJob.postJob')}
          </button>
        </div>
      </form>

      {discarding ? (
        <ConfirmDialog
          title={t('postJob.discardDraftTitle')}
          message={t('postJob.discardDraftConfirm')}
          confirmLabel={t('postJob.discardDraft')}
          danger
          onConfirm={discard}
          onCancel={() => setDiscarding(false)}
        />
      ) : null}
      {blocker.state === 'blocked' ? (
        <ConfirmDialog
          title={t('postJob.leavePageTitle')}
          message={mode === 'new' ? t('postJob.leaveNewJob') : t('postJob.leaveEditJob')}
          confirmLabel={t('postJob.leavePage')}
          onConfirm={() => blocker.proceed()}
          onCancel={() => blocker.reset()}
        />
      ) : null}
    </section>
  );
}

function Status({ message }: { message: string }): ReactNode {
  return (
    <p className="post-job__confirm" role="status" aria-live="polite">
      {message}
    </p>
  );
}
