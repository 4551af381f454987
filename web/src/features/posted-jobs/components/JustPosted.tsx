/**
 * A job just posted, on its own card: said in words, its public page's link,
 * and Share (WhatsApp, Copy link, the phone's share sheet). The card is
 * scrolled to and this note takes the focus, so a screen reader reads it and
 * the employer is not left at the foot of an emptied form.
 */
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n';
import { useChoiceLabel } from '../../../i18n/choices';
import { publicJobPagePath } from '../../../lib/util/paths';
import { ShareButtons } from '../../../ui/ShareButtons';
import type { EmployerJob } from '../api/use-employer-jobs';

export function JustPosted({ job, title }: { job: EmployerJob; title: string }) {
  const t = useT();
  const choiceLabel = useChoiceLabel();
  const note = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = note.current;
    if (!element) return;
    element.closest('li')?.scrollIntoView({ block: 'center' });
    element.focus({ preventScroll: true });
  }, []);
  const path = publicJobPagePath(job.jobId);
  const url = `${window.location.origin}${path}`;
  return (
    <div className="posted-job__just-posted" ref={note} tabIndex={-1} data-testid="just-posted">
      <p className="posted-job__just-posted-title">{t('postedJobs.justPosted')}</p>
      <p>
        <Link to={path} className="posted-job__public-link">
          {t('postedJobs.publicPage')}
        </Link>
        <span className="posted-job__url">{url}</span>
      </p>
      <p>{t('postedJobs.justPostedShare')}</p>
      <ShareButtons url={url} role={title} company={job.companyName} city={job.city ? choiceLabel('city', job.city) : ''} />
    </div>
  );
}
