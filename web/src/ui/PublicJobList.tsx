/**
 * Open jobs as the public pages list them (a job's similar jobs, a company's
 * jobs): each job's headline, a link to its page (a full load: the server
 * renders it), and its salary a month, as the server's HTML writes them.
 */
import { formatSalary } from '@jobsearch/domain/helpers';
import { publicJobHeadline, type PublicJob } from '@jobsearch/domain/public-job';
import { formatRupees, useT } from '../i18n';
import { publicJobPagePath } from '../lib/util/paths';

export function PublicJobList({ jobs }: { jobs: readonly PublicJob[] }) {
  const t = useT();
  return (
    <ul className="public-job__similar-list">
      {jobs.map((job) => {
        const salary = formatSalary(job, formatRupees);
        return (
          <li key={job.jobId} className="public-job__similar-item">
            <a href={publicJobPagePath(job.jobId)}>{publicJobHeadline(job, t)}</a>
            {salary ? <span className="muted"> · {t('jobPage.salaryPerMonth', { salary })}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
