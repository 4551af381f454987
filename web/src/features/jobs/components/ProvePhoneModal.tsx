import { useT } from '../../../i18n';
import { Modal } from '../../../ui/Modal';
import { VerifyPhoneNotice } from '../../../ui/VerifyPhoneNotice';

/**
 * Saving, reporting and job alerts are for accounts that proved a phone (the
 * rules refuse the others): an account that has not is told how, with a link
 * to Profile, instead of a failed write.
 */
export function ProvePhoneModal({ title, onClose }: { title: string; onClose: () => void }) {
  const t = useT();
  return (
    <Modal title={title} onClose={onClose}>
      <VerifyPhoneNotice message={t('jobs.verifyPhoneToSaveReportAlert')} />
    </Modal>
  );
}
