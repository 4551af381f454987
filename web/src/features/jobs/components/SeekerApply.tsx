/**
 * Apply on a job's public page (issue 22), for a signed-in job seeker: the
 * same details dialog (terms, Apply) and apply form as on /jobs, loaded only
 * for a signed-in user so a visitor's page carries no Firestore listener code.
 */
import type { JobWithId } from '@jobsearch/domain/schemas';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../../i18n';
import { isPhoneProved } from '../../../lib/proved-phone';
import { useSignedIn } from '../../../lib/session';
import { Modal } from '../../../ui/Modal';
import { PageLoading } from '../../../ui/PageLoading';
import { VerifyPhoneNotice } from '../../../ui/VerifyPhoneNotice';
import { useMyAppliedJobIds } from '../api/my-applied-job-ids';
import { jobRoleText } from '../model/job-text';
import { JobDetailsModal } from './JobDetailsModal';
import '../jobs.css';

const ApplyModal = lazy(() => import('./ApplyModal').then((module) => ({ default: module.ApplyModal })));

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
  const [step, setStep] = useState<'details' | 'apply' | null>(null);
  const applied = justApplied || appliedIds.has(job.jobId);
  const close = () => setStep(null);
  const profile = session.profile;
  const initial = {
    applicantName: profile?.name ?? session.user.displayName ?? '',
    email: profile?.email ?? session.user.email ?? '',
    phoneNumber: profile?.phoneNumber ?? session.user.phoneNumber ?? '',
  };
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
      {step === 'apply' && !isPhoneProved(session.user.phoneNumber, profile) ? (
        <Modal title={t('jobs.applyFor', { role: jobRoleText(job, t) })} onClose={close}>
          <VerifyPhoneNotice />
        </Modal>
      ) : step === 'apply' ? (
        <Suspense fallback={<PageLoading />}>
          <ApplyModal job={job} uid={uid} initial={initial} onClose={close} onApplied={() => setJustApplied(true)} onJobClosed={onClosed} />
        </Suspense>
      ) : null}
    </>
  );
}
