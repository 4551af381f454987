/**
 * Applications (employer): everyone who applied to the employer's jobs, live,
 * filterable by job, by status and by their job's must-have screening
 * questions, with their answers; each row's status moves along the hiring
 * pipeline, and opening a row or a resume marks the applicant
 * Viewed the first time.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { APPLICATIONS_JOB_PARAM } from '../../lib/util/paths';
import { toast } from '../../ui/toast';
import { useSignedIn } from '../../lib/session';
import { ownResumeAction } from '../../lib/entities/own-resume-link';
import { DataTable, type Column } from '../../ui/DataTable';
import { PhoneLink } from '../../ui/PhoneLink';
import { markViewed } from './api/change-status';
import { useApplicants, type Applicant } from './api/use-applicants';
import { useJobChoices } from './api/use-job-choices';
import { ApplicantDetails } from './components/ApplicantDetails';
import { StatusControl } from './components/StatusControl';
import { ApplicantAnswers } from './components/ApplicantAnswers';
import { ApplicantFilters } from './components/ApplicantFilters';
import { APPLICANTS_PAGE_SIZE, jobOptions, shouldMarkViewed, type StatusFilter } from './model/applicants';
import { meetsAllMustHaves, questionsAnswered, questionsOf } from '@jobsearch/domain/screening';
import './applications.css';
import { translate, useT } from '../../i18n';
import { useChoiceLabel } from '../../i18n/choices';

/** The first opening of a row or resume moves Applied to Viewed (once per page: the live row then says Viewed). */
const markedViewed = new Set<string>();
function noteOpened(applicant: Applicant) {
  if (!shouldMarkViewed(applicant) || markedViewed.has(applicant.id)) return;
  markedViewed.add(applicant.id);
  void markViewed(applicant.id);
}

/**
 * View: the tab opens within the click (popup blockers allow that), and is
 * sent to the file only once Storage, through storage.rules, says the resumes
 * trigger passed it; a file still being checked or gone closes the tab with a
 * message instead. The stored link is opened, never built: it is the one
 * firestore.rules tied to this very file in our bucket.
 */
function viewResume(applicant: Applicant) {
  const action = ownResumeAction(applicant.resume);
  if (action.kind === 'missing') {
    toast.error(translate('applications.resumeLinkMissing'));
    return;
  }
  const tab = window.open('about:blank', '_blank');
  if (tab) tab.opener = null;
  void import('./api/resume-check')
    .then(({ resumeCheck }) => resumeCheck(applicant.resumePath))
    .then((check) => {
      if (check !== 'passed') {
        tab?.close();
        toast.error(translate(check === 'checking' ? 'applications.resumeBeingChecked' : 'applications.resumeLinkMissing'));
        return;
      }
      noteOpened(applicant);
      if (tab) tab.location.replace(action.url);
      else window.open(action.url, '_blank', 'noopener,noreferrer');
    });
}

export default function ApplicationsPage() {
  const { user } = useSignedIn();
  const t = useT();
  const choiceLabel = useChoiceLabel();
  // Posted Jobs' applicant count opens this list filtered to its job.
  const [search] = useSearchParams();
  const [jobId, setJobId] = useState(() => search.get(APPLICATIONS_JOB_PARAM) ?? '');
  const [statusFilter, setStatusFilter] = useState<StatusFilter>('');
  const [max, setMax] = useState(APPLICANTS_PAGE_SIZE);
  const [openId, setOpenId] = useState<string | null>(null);
  const [mustHavesOnly, setMustHavesOnly] = useState(false);
  const applicants = useApplicants(user.uid, jobId || null, max, statusFilter);
  const choices = useJobChoices(user.uid);
  // Each applicant is shown and judged against the questions they were asked (the application's
  // copy); an application from before copies were kept, against its job's questions now.
  const questionsOfRow = (a: Applicant) => questionsAnswered(a, questionsOf(choices.find((job) => job.jobId === a.jobId) ?? {}));
  // The must-haves filter picks from the rows read (a page at a time, as Show more reads more).
  const rows = mustHavesOnly ? applicants.rows.filter((a) => meetsAllMustHaves(questionsOfRow(a), a.answers)) : applicants.rows;
  const options = jobOptions(choices, {
    untitled: t('applications.untitledJob'),
    named: (title, company, date) => t('applications.jobOptionNamed', { title, company, date }),
    role: (role) => choiceLabel('jobRole', role),
  });
  const opened = openId ? applicants.rows.find((a) => a.id === openId) : undefined;

  const openRow = (applicant: Applicant) => {
    setOpenId(applicant.id);
    noteOpened(applicant);
  };

  const columns: Column<Applicant>[] = [
    {
      header: t('applications.applicant'),
      cell: (a) => (
        <button type="button" className="link-button" onClick={() => openRow(a)} aria-haspopup="dialog">
          {a.applicantName}
        </button>
      ),
    },
    { header: t('applications.email'), className: 'data-table__email', cell: (a) => (a.email ? <a href={`mailto:${a.email}`}>{a.email}</a> : '—') },
    {
      header: t('applications.phone'),
      cell: (a) => <PhoneLink number={a.phoneNumber} className="data-table__nowrap" />,
    },
    { header: t('applications.jobTitle'), cell: (a) => (a.jobTitle ? choiceLabel('jobRole', a.jobTitle) : '—') },
    { header: t('applications.status'), cell: (a) => <StatusControl applicant={a} /> },
    { header: t('applications.answers'), cell: (a) => <ApplicantAnswers questions={questionsOfRow(a)} answers={a.answers} /> },
    {
      header: t('applications.resume'),
      className: 'data-table__nowrap',
      cell: (a) => (
        <button
          type="button"
          className="button button--small"
          onClick={() => viewResume(a)}
          aria-label={t('applications.viewResumeOf', { name: a.applicantName })}
        >
          {t('applications.view')}
        </button>
      ),
    },
  ];

  const showMore = applicants.hasMore ? (
    <div className="applications__more">
      <button type="button" className="button button--secondary" onClick={() => setMax((m) => m + APPLICANTS_PAGE_SIZE)}>
        {t('applications.showMore')}
      </button>
    </div>
  ) : null;

  return (
    <section className="page applications" aria-labelledby="applications-title">
      <h1 id="applications-title">{t('applications.title')}</h1>

      <ApplicantFilters
        options={options}
        jobId={jobId}
        onJob={(id) => {
          setJobId(id);
          setMax(APPLICANTS_PAGE_SIZE);
        }}
        status={statusFilter}
        onStatus={(status) => {
          setStatusFilter(status);
          setMax(APPLICANTS_PAGE_SIZE);
        }}
        mustHavesOnly={mustHavesOnly}
        onMustHavesOnly={setMustHavesOnly}
      />

      {applicants.status === 'loading' ? (
        <p className="muted" role="status">
          {t('applications.loading')}
        </p>
      ) : applicants.status === 'error' ? (
        <p className="error-text" role="alert">
          {t('applications.loadFailed')}
        </p>
      ) : rows.length === 0 ? (
        <>
          <p className="muted applications__empty">
            {mustHavesOnly && applicants.rows.length > 0
              ? t('applications.noApplicantsMeetMustHaves')
              : statusFilter
                ? t('applications.noApplicantsWithStatus', { status: choiceLabel('applicationStatus', statusFilter) })
                : t('applications.noApplicants')}
          </p>
          {showMore}
        </>
      ) : (
        <>
          <DataTable caption={t('applications.tableCaption')} columns={columns} rows={rows} rowKey={(a) => a.id} testId="applicants-table" />
          {showMore}
        </>
      )}

      {opened ? <ApplicantDetails applicant={opened} onViewResume={() => viewResume(opened)} onClose={() => setOpenId(null)} /> : null}
    </section>
  );
}
