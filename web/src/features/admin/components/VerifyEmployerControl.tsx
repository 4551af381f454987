/**
 * The Employers tab's Verified cell: whether the employer is verified now
 * (live, from employerVerifications), the company name the mark is for, and
 * Verify / Withdraw, each behind a short confirmation. Verify marks the
 * company name of the employer's newest job (the API's default): the question
 * names it, read when it opens, and sends that very name, so the admin
 * verifies what they read. The API writes the mark; a trigger then copies it onto
 * the employer's jobs, whose cards show the "Verified employer" badge.
 */
import { useState } from 'react';
import { useT } from '../../../i18n';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { toast } from '../../../ui/toast';
import { useRead } from '../../../lib/data/use-read';
import { newestCompanyName, setEmployerVerified, useEmployerVerification } from '../api/employer-verification';
import './verify-employer.css';

interface VerifyEmployerControlProps {
  employerId: string;
  /** The employer's name (or id), for the button's label and the question. */
  name: string;
}

export function VerifyEmployerControl({ employerId, name }: VerifyEmployerControlProps) {
  const t = useT();
  const state = useEmployerVerification(employerId);
  /** The mark the open confirmation would set (true: verify), fixed while it runs. */
  const [target, setTarget] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const newest = useRead(employerId, target === true, newestCompanyName, "the employer's newest company name").state;

  if (state.status === 'loading') return <span className="muted">…</span>;
  if (state.status === 'error') return <span className="muted">—</span>;
  const verified = state.status === 'verified';

  const confirm = async () => {
    if (target === null) return;
    setBusy(true);
    try {
      await setEmployerVerified(employerId, target, target && newest.status === 'done' ? newest.value : '');
      toast.success(target ? t('admin.verifyDone') : t('admin.unverifyDone'));
    } catch (error) {
      console.error(`Changing the verification of employer ${employerId} failed`, error);
      toast.error(t('admin.verifyFailed'));
    } finally {
      setBusy(false);
      setTarget(null);
    }
  };

  return (
    <div className="verify-employer">
      <span className={`status ${verified ? 'status--active' : 'status--missing'}`} data-testid="verification-state">
        {verified ? '✓ ' : ''}
        {verified ? t('admin.verifiedMark') : t('admin.notVerified')}
      </span>
      {state.status === 'verified' ? (
        <span className="verify-employer__company" data-testid="verified-company">
          {state.companyName ? t('admin.verifiedAs', { companyName: state.companyName }) : t('admin.verifiedNoName')}
        </span>
      ) : null}
      <button
        type="button"
        className="button button--secondary button--small"
        aria-label={verified ? t('admin.withdrawVerificationOf', { name }) : t('admin.verifyEmployerOf', { name })}
        disabled={busy}
        onClick={() => setTarget(!verified)}
      >
        {verified ? t('admin.withdrawVerification') : t('admin.verify')}
      </button>
      {target === false ? (
        <ConfirmDialog
          title={t('admin.withdrawVerification')}
          message={
            state.status === 'verified' && state.companyName
              ? t('admin.confirmUnverifyCompany', { name, companyName: state.companyName })
              : t('admin.confirmUnverify', { name })
          }
          confirmLabel={t('admin.withdraw')}
          danger
          busy={busy}
          onConfirm={confirm}
          onCancel={() => setTarget(null)}
        />
      ) : target === true && newest.status === 'done' && newest.value === '' ? (
        // No job, no name: nothing to verify yet (the API would refuse).
        <ConfirmDialog
          title={t('admin.verifyEmployer')}
          message={t('admin.verifyNoCompany', { name })}
          confirmLabel={t('ui.close')}
          onConfirm={() => setTarget(null)}
          onCancel={() => setTarget(null)}
        />
      ) : target === true && newest.status !== 'loading' ? (
        <ConfirmDialog
          title={t('admin.verifyEmployer')}
          message={newest.status === 'done' ? t('admin.confirmVerifyCompany', { name, companyName: newest.value }) : t('admin.confirmVerify', { name })}
          confirmLabel={t('admin.verify')}
          busy={busy}
          onConfirm={confirm}
          onCancel={() => setTarget(null)}
        />
      ) : null}
    </div>
  );
}
