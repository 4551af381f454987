import { CANDIDATE_LIMITS, inviteRefusal, inviteRefusalProblem, type CandidateCardWithId, type InviteHistory } from '@jobsearch/domain/candidates';
import { useId, useState } from 'react';
import { useT } from '../../../i18n';
import { useChoiceLabel } from '../../../i18n/choices';
import { useSay } from '../../../i18n/problems';
import { useRead } from '../../../lib/data/use-read';
import { Modal } from '../../../ui/Modal';
import { Options } from '../../../ui/Options';
import { toast } from '../../../ui/toast';
import { inviteToApply, readActiveJobs } from '../api/invite';

interface InviteDialogProps {
  card: CandidateCardWithId;
  employerId: string;
  /** This employer's pair with the seeker: the jobs applied to or invited to already are marked, and refused before sending. */
  history: InviteHistory | undefined;
  /** `sent`: an invitation went. */
  onClose: (sent?: boolean) => void;
}

/** Invite to apply: one of the employer's Active jobs, then Send. */
export function InviteDialog({ card, employerId, history, onClose }: InviteDialogProps) {
  const t = useT();
  const say = useSay();
  const label = useChoiceLabel();
  const id = useId();
  const jobs = useRead(`active-jobs:${employerId}`, true, () => readActiveJobs(employerId), 'Reading the active jobs failed').state;
  const [jobId, setJobId] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const send = async () => {
    if (!jobId) {
      setError(t('candidates.chooseJob'));
      return;
    }
    const refusal = history ? inviteRefusal(history, jobId) : null;
    if (refusal) {
      setError(say(inviteRefusalProblem(refusal)));
      return;
    }
    setBusy(true);
    const refused = await inviteToApply(card.id, jobId);
    setBusy(false);
    if (refused) {
      setError(say(refused));
      return;
    }
    toast.success(t('candidates.invited', { name: card.displayName }));
    onClose(true);
  };

  const footer = (
    <>
      <button type="button" className="button button--secondary" onClick={() => onClose()} disabled={busy}>
        {t('candidates.cancel')}
      </button>
      <button type="button" className="button" onClick={() => void send()} disabled={busy || jobs.status !== 'done' || jobs.value.length === 0}>
        {busy ? t('candidates.sending') : t('candidates.send')}
      </button>
    </>
  );

  return (
    <Modal title={t('candidates.inviteTitle', { name: card.displayName })} onClose={() => (busy ? undefined : onClose())} footer={footer}>
      {jobs.status === 'loading' ? <p className="muted">{t('candidates.loading')}</p> : null}
      {jobs.status === 'error' ? <p role="alert">{t('candidates.jobsLoadFailed')}</p> : null}
      {jobs.status === 'done' && jobs.value.length === 0 ? <p>{t('candidates.noActiveJobs')}</p> : null}
      {jobs.status === 'done' && jobs.value.length > 0 ? (
        <div className="field">
          <label htmlFor={`${id}-job`}>{t('candidates.inviteJob')}</label>
          <select
            id={`${id}-job`}
            value={jobId}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              setJobId(e.target.value);
              setError('');
            }}
          >
            <Options
              none={t('candidates.chooseJob')}
              values={jobs.value.map((job) => job.jobId)}
              labelOf={(value) => {
                const job = jobs.value.find((j) => j.jobId === value)!;
                const text = `${label('jobRole', job.title)}, ${job.companyName}, ${label('city', job.city)}`;
                const refusal = history ? inviteRefusal(history, value) : null;
                if (refusal === 'applied') return t('candidates.jobOptionApplied', { job: text });
                if (refusal === 'invited') return t('candidates.jobOptionInvited', { job: text });
                return text;
              }}
            />
          </select>
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <p className="muted">{t('candidates.inviteHint', { limit: CANDIDATE_LIMITS.invitationsPerDay })}</p>
    </Modal>
  );
}
