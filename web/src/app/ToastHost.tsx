import { ToastContainer } from 'react-toastify';
import { TOAST_AUTO_CLOSE } from './shell-constants';

/** The toast container: top-right, auto-close after 5000 ms (spec section 9). Loaded lazily by App. */
export default function ToastHost() {
  return <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE} newestOnTop />;
}
