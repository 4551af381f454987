import { TOAST_AUTO_CLOSE_MS } from '@jobsearch/domain/constants';
import { ToastContainer } from 'react-toastify';

/** The toast container: top-right, auto-close after 5000 ms (spec section 9). Mounted on the first toast (ui/toast.ts). */
export default function ToastHost() {
  return <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop />;
}
