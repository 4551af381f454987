/**
 * The Apply step for a signed-in job seeker, wherever a job is opened (/jobs and
 * a job's public page): an account whose phone is not proved is asked to verify
 * it first; otherwise the apply form, its contact taken from the profile.
 */
import type { JobWithId } from '@jobsearch/domain/schemas';
import { lazy, Suspense } from 'react';
import { useT } from '../../../i18n';
import { isPhoneProved } from '../../../lib/session/proved-phone';
import { useSignedIn } from '../../../lib/session';
import { Modal } from '../../../ui/Modal';
import { PageLoading } from '../../../ui/PageLoading';
import { VerifyPhoneNotice } from '../../../ui/VerifyPhoneNotice';
import { jobRoleText } from '../model/job-text';

const loadApplyModal = () => import('./ApplyModal');
const ApplyModal = lazy(() => loadApplyModal().then((module) => ({ default: module.ApplyModal })));

/** Starts downloading the form's code early (a job's details are open; Apply may follow). */
export function preloadApplyModal(): void {
  void loadApplyModal();
}

interface ApplyStepProps {
  job: JobWithId;
  onClose: () => void;
  onApplied: (jobId: string) => void;
  onJobClosed: (jobId: string) => void;
}

export function ApplyStep({ job, onClose, onApplied, onJobClosed }: ApplyStepProps) {
  const t = useT();
  const session = useSignedIn();
  const profile = session.profile;
  if (!isPhoneProved(session.user.phoneNumber, profile))
    return (
      <Modal title={t('jobs.applyFor', { role: jobRoleText(job, t) })} onClose={onClose}>
        <VerifyPhoneNotice />
      </Modal>
    );
  const initial = {
    applicantName: profile?.name ?? session.user.displayName ?? '',
    email: profile?.email ?? session.user.email ?? '',
    phoneNumber: profile?.phoneNumber ?? session.user.phoneNumber ?? '',
  };
  return (
    <Suspense fallback={<PageLoading />}>
      <ApplyModal
        job={job}
        uid={session.user.uid}
        initial={initial}
        workProfile={profile?.workProfile}
        onClose={onClose}
        onApplied={onApplied}
        onJobClosed={onJobClosed}
      />
    </Suspense>
  );
}
