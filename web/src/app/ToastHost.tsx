import { TOAST_AUTO_CLOSE_MS } from '@jobsearch/domain/constants';
import { useEffect } from 'react';
// The unstyled entry and the package's stylesheet: the default entry injects its CSS as a
// <style> element, which the Content-Security-Policy (style-src 'self') refuses.
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { raiseToastLayer, TOAST_LAYER_ID } from '../ui/toast-layer';

/**
 * The toast container: top-right, auto-close after 5000 ms (docs/spec-notes.md). Mounted on the
 * first toast (ui/toast.ts), inside a top-layer popover so toasts show above an open modal.
 */
export default function ToastHost() {
  useEffect(() => {
    raiseToastLayer();
  }, []);
  return (
    <div id={TOAST_LAYER_ID} popover="manual" className="toast-layer">
      <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop />
    </div>
  );
}
