/** A yes/no question in a Modal (instead of window.confirm): Cancel, or the confirming action. */
import { useT } from '../i18n';
import { Modal } from './Modal';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the action runs, both buttons wait and Escape does nothing. */
  busy?: boolean;
  danger?: boolean;
}

export function ConfirmDialog({ title, message, confirmLabel, onConfirm, onCancel, busy, danger }: ConfirmDialogProps) {
  const t = useT();
  const close = () => {
    if (!busy) onCancel();
  };
  return (
    <Modal
      title={title}
      onClose={close}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={close} disabled={busy}>
            {t('ui.cancel')}
          </button>
          <button type="button" className={`button${danger ? ' button--danger' : ''}`} onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
            {confirmLabel}
          </button>
        </>
      }
    >
      <p style={{ margin: 0 }}>{message}</p>
    </Modal>
  );
}
