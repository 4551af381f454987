import { useEffectEvent, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useT } from '../i18n';
import { raiseToastLayer } from './toast-layer';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** On a phone, a sheet rising from the bottom edge (a wider screen keeps the centred dialog). */
  sheet?: boolean;
}

/**
 * An accessible dialog on the native `<dialog>` opened with `showModal()`: the
 * browser makes the page behind inert (Tab then wraps from the last control to
 * the first, rather than out to the browser's own UI), and Escape asks to
 * close (`onClose`; a caller that is busy may ignore it). Labelled by its
 * title; focus returns to where it was; a click on the backdrop closes too.
 */
export function Modal({ title, onClose, children, footer, sheet = false }: ModalProps) {
  const t = useT();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const requestClose = useEffectEvent(() => onClose());

  // Opened in the commit that inserts it, before the browser paints: a passive effect ran after the
  // first paint, a frame (on a slow phone a long one) after the rest of the page.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    raiseToastLayer();
    document.body.classList.add('modal-open');
    // Escape: the dialog stays open until the caller unmounts it.
    const onCancel = (event: Event) => {
      event.preventDefault();
      requestClose();
    };
    // The browser may close it anyway (a second Escape without user activation): the caller decides again.
    const onNativeClose = () => {
      requestClose();
      if (dialog.isConnected && !dialog.open) dialog.showModal();
    };
    // Tab from the last control goes to the first (and Shift+Tab back), never out to the browser.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
      const first = controls[0];
      const last = controls.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('keydown', onKeyDown);
      if (dialog.open) dialog.close();
      document.body.classList.remove('modal-open');
      previous?.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className={sheet ? 'modal-dialog modal-dialog--sheet' : 'modal-dialog'}
      aria-labelledby={titleId}
      // A click on the backdrop lands on the <dialog> itself; the panel inside covers the rest.
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="modal">
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="icon-button" aria-label={t('ui.close')} onClick={onClose}>
            ×
          </button>
        </div>
        <div className="modal__body">{children}</div>
        {footer ? <div className="modal__footer">{footer}</div> : null}
      </div>
    </dialog>
  );
}
