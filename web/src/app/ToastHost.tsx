import { TOAST_AUTO_CLOSE_MS } from '@jobsearch/domain/constants';
// The unstyled entry and the package's stylesheet: the default entry injects its CSS as a
// <style> element, which the Content-Security-Policy (style-src 'self') refuses.
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';

/** The toast container: top-right, auto-close after 5000 ms (spec section 9). Mounted on the first toast (ui/toast.ts). */
export default function ToastHost() {
  return <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop />;
}
