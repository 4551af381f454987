/**
 * Apply on a job's public page, for a signed-in job seeker: the
 * same details dialog (terms, Apply) and apply form as on /jobs, loaded only
 * for a signed-in user so a visitor's page carries no Firestore listener code.
 */
import type { JobWithId } from '@jobsearch/domain/schemas';
import { OPEN_APPLY_PARAM } from '@jobsearch/domain/public-job';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../../i18n';
import { useSignedIn } from '../../../lib/session';
import { useMyAppliedJobIds } from '../api/my-applied-job-ids';
import { ApplyStep } from './ApplyStep';
import { JobDetailsModal } from './JobDetailsModal';
import '../jobs.css';

interface SeekerApplyProps {
  /** The job as the seeker may read it (null: not open to them any more). */
  job: JobWithId;
  onClosed: () => void;
}

export default function SeekerApply({ job, onClosed }: SeekerApplyProps) {
  const t = useT();
  const session = useSignedIn();
  const uid = session.user.uid;
  const appliedIds = useMyAppliedJobIds(uid, true);
  const [justApplied, setJustApplied] = useState(false);
  // Sign-up or login after a visitor's Apply comes back with ?apply=1: Apply opens again at once, and the
  // parameter goes, so Back or a reload does not open it a second time.
  const [searchParams, setSearchParams] = useSearchParams();
  const [step, setStep] = useState<'details' | 'apply' | null>(() => (searchParams.has(OPEN_APPLY_PARAM) ? 'details' : null));
  useEffect(() => {
    if (searchParams.has(OPEN_APPLY_PARAM)) setSearchParams((params) => (params.delete(OPEN_APPLY_PARAM), params), { replace: true });
  }, [searchParams, setSearchParams]);
  const applied = justApplied || appliedIds.has(job.jobId);
  const close = () => setStep(null);
  return (
    <>
      {applied ? (
        <span className="job-badge job-badge--applied">{t('jobPage.applied')}</span>
      ) : (
        <button type="button" className="button" onClick={() => setStep('details')}>
          {t('jobPage.apply')}
        </button>
      )}
      {step === 'details' ? <JobDetailsModal job={job} applied={applied} onClose={close} onApply={() => setStep('apply')} /> : null}
      {step === 'apply' ? <ApplyStep job={job} onClose={close} onApplied={() => setJustApplied(true)} onJobClosed={onClosed} /> : null}
    </>
  );
}
