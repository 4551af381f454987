/**
 * My Applications' invitations to apply: each with Accept and Decline while
 * unanswered, live. Accept applies with the resume kept on the profile (the
 * server copies it) or, without one, opens the job's apply form with the same
 * choices as any apply (a file, or a resume made from the work profile); the
 * list says which before the seeker answers. Accept that opens the form leaves
 * the invitation open (Accept and Decline stay): it is Accepted once the
 * application is made. Each card links to the job, to read it before deciding.
 */
import type { Invitation } from '@jobsearch/domain/candidates';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useT } from '../../../i18n';
import { useChoiceLabel } from '../../../i18n/choices';
import type { WithId } from '../../../lib/data/live-docs';
import { useProfileResume } from '../../../lib/entities/use-profile-resume';
import { formatDate } from '../../../lib/util/dates';
import { jobDetailsPath } from '../../../lib/util/paths';
import { toast } from '../../../ui/toast';
import { acceptInvitation, declineInvitation, useMyInvitations } from '../api/invitations';

export function Invitations({ uid }: { uid: string }) {
  const t = useT();
  const live = useMyInvitations(uid);
  const open = live.data.some((invitation) => invitation.status === 'Sent');
  const profileResume = useProfileResume(open ? uid : null).state;
  if (live.status === 'error')
    return (
      <p className="card error-text" role="alert">
        {t('candidates.invitationsLoadFailed')}
      </p>
    );
  if (live.data.length === 0) return null;
  return (
    <section className="invitations" aria-labelledby="invitations-title">
      <h2 id="invitations-title">{t('candidates.invitationsTitle')}</h2>
      {open && profileResume.status !== 'loading' ? (
        <p className="muted invitations__resume" data-testid="invitations-resume">
          {profileResume.status === 'done' && profileResume.value
            ? t('candidates.acceptUsesResume', { fileName: profileResume.value.fileName })
            : t('candidates.acceptChooseResume')}
        </p>
      ) : null}
      <ul className="invitations__list">
        {live.data.map((invitation) => (
          <li key={invitation.id} className="card invitation" data-testid="invitation">
            <InvitationItem invitation={invitation} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function InvitationItem({ invitation }: { invitation: WithId<Invitation> }) {
  const t = useT();
  const label = useChoiceLabel();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const accept = async () => {
    setBusy(true);
    const result = await acceptInvitation(invitation.id);
    setBusy(false);
    if (result.outcome === 'applied') toast.success(t('candidates.acceptedApplied'));
    else if (result.outcome === 'apply') {
      toast.info(t('candidates.acceptedToApply'));
      navigate(jobDetailsPath(result.jobId));
    } else toast.error(t(result.outcome === 'jobClosed' ? 'candidates.jobClosed' : 'candidates.answerFailed'));
  };
  const decline = async () => {
    setBusy(true);
    const done = await declineInvitation(invitation.id);
    setBusy(false);
    if (done) toast.success(t('candidates.declined'));
    else toast.error(t('candidates.answerFailed'));
  };

  return (
    <>
      <p className="invitation__text">
        {t('candidates.invitationText', { companyName: invitation.companyName, jobTitle: label('jobRole', invitation.jobTitle) })}
      </p>
      <p className="muted invitation__date">{t('candidates.invitedOn', { date: formatDate(invitation.createdAt) })}</p>
      <p>
        <Link className="invitation__job" to={jobDetailsPath(invitation.jobId)}>
          {t('candidates.seeJob')}
        </Link>
      </p>
      {invitation.status === 'Sent' ? (
        <div className="invitation__actions">
          <button type="button" className="button" disabled={busy} onClick={() => void accept()}>
            {t('candidates.accept')}
          </button>
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => void decline()}>
            {t('candidates.decline')}
          </button>
        </div>
      ) : (
        <p className="invitation__status">{t(invitation.status === 'Accepted' ? 'candidates.statusAccepted' : 'candidates.statusDeclined')}</p>
      )}
    </>
  );
}
