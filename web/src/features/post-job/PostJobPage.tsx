/**
 * Post a New Job (employer): the form, its cascades, a live preview and a
 * two-step submit. The same form edits one of the employer's jobs
 * (/post-job/:jobId/edit) and posts one again as a new job (/post-job?from=id).
 * A new job's form is kept as a draft on the device until it is posted or
 * discarded, and leaving with unsaved changes asks first.
 */
import { choiceLabel } from '@jobsearch/domain/i18n/choice-label';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useT, type Translate } from '../../i18n';
import { PATHS } from '../../lib/util/paths';
import { isPhoneKnownUnproved } from '../../lib/session/proved-phone';
import { useSignedIn } from '../../lib/session';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { toast } from '../../ui/toast';
import { VerifyPhoneNotice } from '../../ui/VerifyPhoneNotice';
import { clearDraft } from './api/draft-store';
import { useJobForm } from './api/use-job-form';
import { useLeaveGuard } from './api/use-leave-guard';
import { useSourceJob } from './api/use-source-job';
import { useSubmitJob } from './api/use-submit-job';
import { JobFields } from './components/JobFields';
import { JobPreview } from './components/JobPreview';
import { SubmitBar } from './components/SubmitBar';
import { TypingGreeting } from './components/TypingGreeting';
import { hasContent } from './model/draft';
import { showsPreview, type FormMode } from './model/job-form';
import './post-job.css';

/** How the page names a job: its role and company. */
function jobName(t: Translate, job: Record<string, unknown>): string {
  const title = typeof job.jobRole === 'string' && job.jobRole ? choiceLabel(t, 'jobRole', job.jobRole) : t('postJob.untitledJob');
  return typeof job.companyName === 'string' && job.companyName ? t('postJob.jobNamed', { title, company: job.companyName }) : title;
}

export default function PostJobPage() {
  const session = useSignedIn();
  const { jobId: editId } = useParams();
  const [search] = useSearchParams();
  const repostId = editId ? null : search.get('from');
  const mode: FormMode = editId ? 'edit' : repostId ? 'repost' : 'new';
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

function JobForm({ mode, jobId, job, heading }: { mode: FormMode; jobId: string | null; job: Record<string, unknown> | null; heading: string }) {
  const session = useSignedIn();
  const t = useT();
  const uid = session.user.uid;
  const { form, dispatch, restored, dirty, keepsDraft } = useJobForm(mode, job, uid);
  const { blocker, leaveFor } = useLeaveGuard(dirty);
  const onSubmit = useSubmitJob({ mode, jobId, job, form, dispatch, keepsDraft, leaveFor });
  const [discarding, setDiscarding] = useState(false);

  const discard = () => {
    clearDraft(uid);
    dispatch({ type: 'reset' });
    setDiscarding(false);
    toast.info(t('postJob.draftDiscarded'));
  };

  return (
    <section className="page post-job" aria-labelledby="post-job-title">
      <TypingGreeting name={session.profile?.name} />
      <h1 id="post-job-title">{heading}</h1>
      {isPhoneKnownUnproved(session) ? <VerifyPhoneNotice /> : null}
      {mode === 'repost' && job ? <p className="card post-job__source">{t('postJob.repostNotice', { job: jobName(t, job) })}</p> : null}
      {mode === 'edit' && job ? <p className="muted post-job__source">{jobName(t, job)}</p> : null}
      {keepsDraft && hasContent(form) ? (
        <div className="card post-job__draft" data-testid="post-job-draft">
          <p>{restored ? `${t('postJob.draftRestored')} ${t('postJob.draftKept')}` : t('postJob.draftKept')}</p>
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
          <JobFields form={form} dispatch={dispatch} />
        </div>

        <aside className="post-job__aside">
          {showsPreview(form) ? (
            <JobPreview values={form.values} questions={form.questions} />
          ) : (
            <p className="card muted post-job__preview-empty">{t('postJob.previewEmpty')}</p>
          )}
        </aside>

        <SubmitBar mode={mode} form={form} dispatch={dispatch} />
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
