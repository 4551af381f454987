/** Post a New Job (employer): the form, its cascades, a live preview and a two-step submit. */
import { CHARGEABLE_OPTIONS, DEGREES, EXPERIENCE_LEVELS, GENDERS, JOB_ROLES, JOB_SHIFTS, JOB_TYPES, STATES } from '@jobsearch/domain/choices';
import { tradesFor } from '@jobsearch/domain/helpers';
import { MESSAGES } from '@jobsearch/domain/messages';
import { JOB_FIELD_LABELS as L, type JobField } from '@jobsearch/domain/schemas';
import { useReducer, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '../../ui/toast';
import { useSignedIn } from '../../lib/session';
import { isPhoneProved } from '../../lib/proved-phone';
import { VerifyPhoneNotice } from '../../ui/VerifyPhoneNotice';
import { postFailureReason, usePostJob } from './api/post-job';
import { Combobox } from './components/Combobox';
import { describedBy, Field } from '../../ui/Field';
import { JobPreview } from './components/JobPreview';
import { TypingGreeting } from './components/TypingGreeting';
import { cityEnabled, citiesFor, firstInvalidField, initialJobForm, jobFormReducer, planSubmit, showsPreview, showsTrade } from './model/job-form';
import './post-job.css';
import { PATHS } from '../../lib/paths';

const fieldId = (field: JobField) => `job-${field}`;

export default function PostJobPage() {
  const session = useSignedIn();
  const post = usePostJob(session.user.uid);
  const [form, dispatch] = useReducer(jobFormReducer, undefined, initialJobForm);
  const { values, errors } = form;

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
        if (!isPhoneProved(session.user.phoneNumber, session.profile)) {
          toast.error(MESSAGES.verifyPhoneInProfile, { toastId: MESSAGES.verifyPhoneInProfile });
          return;
        }
        dispatch({ type: 'submitting' });
        try {
          await post(plan.input);
          toast.success(MESSAGES.jobPosted);
          dispatch({ type: 'posted' });
        } catch (error) {
          console.error('Posting the job failed', error);
          toast.error(MESSAGES.jobPostFailedPrefix + postFailureReason(error));
          dispatch({ type: 'failed' });
        }
    }
  };

  const trades = tradesFor(values.degree);
  const cityOn = cityEnabled(form);
  const cityHint = cityOn ? undefined : 'Choose a state first.';
  const salaryHint = 'Min - Max, for example 15000 - 25000';
  const mobileHint = MESSAGES.mobileNumberHint;

  return (
    <section className="page post-job" aria-labelledby="post-job-title">
      <TypingGreeting name={session.profile?.name} />
      <h1 id="post-job-title">Post a New Job</h1>
      {isPhoneProved(session.user.phoneNumber, session.profile) ? null : <VerifyPhoneNotice />}

      <form className="post-job__layout" noValidate onSubmit={onSubmit} aria-describedby="post-job-required-note">
        <div className="card post-job__fields">
          <p id="post-job-required-note" className="muted post-job__note">
            Fields marked * are required.
          </p>
          <div className="post-job__grid">
            <Field {...common('companyName')} label={L.companyName} required>
              <input type="text" autoComplete="organization" aria-required="true" {...inputProps('companyName')} />
            </Field>

            <Combobox
              {...common('jobRole')}
              label={L.jobRole}
              value={values.jobRole}
              options={JOB_ROLES}
              placeholder="e.g. Electrician"
              onChange={set('jobRole')}
              onSelect={set('jobRole')}
            />

            <Combobox
              {...common('jobShift')}
              label={L.jobShift}
              value={values.jobShift}
              options={JOB_SHIFTS}
              required
              onChange={set('jobShift')}
              onSelect={set('jobShift')}
            />

            <Combobox
              {...common('jobType')}
              label={L.jobType}
              value={values.jobType}
              options={JOB_TYPES}
              required
              onChange={set('jobType')}
              onSelect={set('jobType')}
            />

            <Field {...common('salary')} label={L.salary} required hint={salaryHint} className="post-job__wide">
              <input type="text" inputMode="text" placeholder="15000 - 25000" aria-required="true" {...inputProps('salary', salaryHint)} />
            </Field>

            <fieldset className="post-job__location post-job__wide">
              <legend>Location</legend>
              <div className="post-job__location-grid">
                <Field {...common('state')} label={L.state} required>
                  <select aria-required="true" {...inputProps('state')}>
                    <option value="">Select a state</option>
                    {STATES.map((s) => (
                      <option key={s} value={s}>
                        {s}
                      </option>
                    ))}
                  </select>
                </Field>
                <Combobox
                  {...common('city')}
                  label={L.city}
                  value={form.cityText}
                  options={citiesFor(values.state)}
                  required
                  disabled={!cityOn}
                  hint={cityHint}
                  placeholder={cityOn ? 'Type or choose a city' : undefined}
                  onChange={(text) => dispatch({ type: 'cityText', text })}
                  onSelect={set('city')}
                  onCommit={() => dispatch({ type: 'cityCommit' })}
                />
                <Field {...common('location')} label={L.location} required>
                  <input type="text" autoComplete="street-address" aria-required="true" {...inputProps('location')} />
                </Field>
              </div>
            </fieldset>

            <Combobox
              {...common('degree')}
              label={L.degree}
              value={form.degreeText}
              options={DEGREES}
              placeholder="Type or choose a degree"
              onChange={(text) => dispatch({ type: 'degreeText', text })}
              onSelect={set('degree')}
              onCommit={() => dispatch({ type: 'degreeCommit' })}
            />

            {showsTrade(form) ? (
              <Field {...common('trade')} label={L.trade}>
                <select {...inputProps('trade')}>
                  <option value="">Select a trade</option>
                  {trades.map((t) => (
                    <option key={t} value={t}>
                      {t}
                    </option>
                  ))}
                </select>
              </Field>
            ) : null}

            <Combobox
              {...common('experience')}
              label={L.experience}
              value={values.experience}
              options={EXPERIENCE_LEVELS}
              required
              onChange={set('experience')}
              onSelect={set('experience')}
            />

            <Field {...common('description')} label={L.description} className="post-job__wide">
              <textarea rows={4} {...inputProps('description')} />
            </Field>

            <Field {...common('gender')} label={L.gender}>
              <select {...inputProps('gender')}>
                <option value="">Select gender</option>
                {GENDERS.map((g) => (
                  <option key={g.value} value={g.value}>
                    {g.label}
                  </option>
                ))}
              </select>
            </Field>

            <Field {...common('chargeable')} label={L.chargeable}>
              <select {...inputProps('chargeable')}>
                <option value="">Select</option>
                {CHARGEABLE_OPTIONS.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </Field>

            <Field {...common('mobileNumber')} label={`${L.mobileNumber} (Optional)`} hint={mobileHint}>
              <input type="tel" inputMode="tel" autoComplete="tel" {...inputProps('mobileNumber', mobileHint)} />
            </Field>
          </div>
        </div>

        <aside className="post-job__aside">
          {showsPreview(form) ? (
            <JobPreview values={values} />
          ) : (
            <p className="card muted post-job__preview-empty">The job preview appears once you type a company name.</p>
          )}
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
              I accept the{' '}
              <Link to={PATHS.terms} target="_blank" rel="noopener noreferrer">
                terms and conditions
              </Link>
            </label>
          </div>
          <Status confirming={form.confirming} />
          <button type="submit" className="button post-job__submit" disabled={!form.termsAccepted || form.submitting} aria-busy={form.submitting || undefined}>
            {form.submitting ? 'Posting...' : 'Post Job'}
          </button>
        </div>
      </form>
    </section>
  );
}

function Status({ confirming }: { confirming: boolean }): ReactNode {
  return (
    <p className="post-job__confirm" role="status" aria-live="polite">
      {confirming ? MESSAGES.confirmPost : ''}
    </p>
  );
}
