/** My Applications: the jobs a seeker applied to, newest first, each with its status and history, updated live. */
import { statusOf } from '@jobsearch/domain/pipeline';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n';
import { useChoiceLabel } from '../../i18n/choices';
import { useSignedIn } from '../../lib/session';
import { OfflineNotice } from '../../ui/OfflineNotice';
import { PageLoading } from '../../ui/PageLoading';
import { useMyApplications } from './api/use-my-applications';
import './my-applications.css';
import { messagesThreadPath, PATHS } from '../../lib/util/paths';
import { formatDate } from '../../lib/util/dates';
import { StatusTimeline } from './components/ApplicationStatus';
import { Invitations } from './components/Invitations';
import { StatusBadge } from '../../ui/StatusBadge';

export default function MyApplicationsPage() {
  const t = useT();
  const label = useChoiceLabel();
  const { user } = useSignedIn();
  const state = useMyApplications(user.uid);

  return (
    <section className="page my-applications">
      <header className="my-applications__header">
        <h1>{t('common.titleMyApplications')}</h1>
        <p className="muted">{t('myApplications.lead')}</p>
      </header>

      <Invitations uid={user.uid} />
      {state.status === 'ready' && state.lastSeen ? <OfflineNotice /> : null}
      {state.status === 'loading' ? <PageLoading label={t('myApplications.loading')} /> : null}
      {state.status === 'error' ? (
        <p className="error-text card my-applications__message" role="alert">
          {t('myApplications.loadFailed')}
        </p>
      ) : null}
      {state.status === 'ready' && state.applications.length === 0 ? (
        <div className="card my-applications__message">
          <p>{t('myApplications.noApplicationsYet')}</p>
          <Link className="button" to={PATHS.jobs}>
            {t('myApplications.browseJobs')}
          </Link>
        </div>
      ) : null}
      {state.status === 'ready' && state.applications.length > 0 ? (
        <>
          <p className="muted my-applications__count" role="status">
            {t('myApplications.count', { count: state.applications.length })}
          </p>
          <ul className="my-applications__list">
            {state.applications.map((application) => (
              <li key={application.id} className="card my-application">
                <div className="my-application__main">
                  <h2 className="my-application__title">{application.jobTitle ? label('jobRole', application.jobTitle) : t('myApplications.jobOpening')}</h2>
                  <p className="my-application__company">{application.companyName}</p>
                  <p className="my-application__status">
                    <span className="visually-hidden">{t('myApplications.status')}</span>
                    <StatusBadge status={statusOf(application)} />
                  </p>
                </div>
                <p className="my-application__date">
                  <span className="muted">{t('myApplications.appliedOn')}</span>
                  <time dateTime={application.createdAt.toISOString()}>{formatDate(application.createdAt)}</time>
                </p>
                {application.resume ? (
                  <a
                    className="button button--secondary button--small my-application__resume"
                    href={application.resume}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t('myApplications.viewResume')}
                    <span className="visually-hidden">
                      {t('myApplications.viewResumeOf', { role: label('jobRole', application.jobTitle), company: application.companyName })}
                    </span>
                  </a>
                ) : (
                  <span className="muted">{t('myApplications.resumeLinkMissing')}</span>
                )}
                <Link className="button button--secondary button--small my-application__message" to={messagesThreadPath(application.id)}>
                  {t('myApplications.messageEmployer')}
                  <span className="visually-hidden">
                    {t('myApplications.messageEmployerAbout', { role: label('jobRole', application.jobTitle), company: application.companyName })}
                  </span>
                </Link>
                <StatusTimeline application={application} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
