import { TOAST_AUTO_CLOSE_MS } from '@jobsearch/domain/constants';
import { useEffect } from 'react';
// The unstyled entry and the package's stylesheet: the default entry injects its CSS as a
// <style> element, which the Content-Security-Policy (style-src 'self') refuses.
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { raiseToastLayer, TOAST_LAYER_ID } from '../ui/toast-layer';

/**
 * Keeps the toasts below the navigation bar: writes the bar's bottom edge (it grows when
 * the phone menu opens, and may come and go with the route) into the layer's `--toast-top`,
 * which styles.css uses as the container's top. Set through the CSSOM, which the
 * Content-Security-Policy allows (it refuses style attributes in markup).
 */
function followNavigation(layer: HTMLElement): () => void {
  let observed: Element | null = null;
  let frame = 0;
  const resize = new ResizeObserver(() => schedule());
  const place = () => {
    frame = 0;
    const nav = document.querySelector('.navbar');
    if (nav !== observed) {
      if (observed) resize.unobserve(observed);
      if (nav) resize.observe(nav);
      observed = nav;
    }
    const bottom = nav ? Math.max(0, Math.ceil(nav.getBoundingClientRect().bottom)) : 0;
    layer.style.setProperty('--toast-top', `${bottom}px`);
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(place);
  };
  const mutations = new MutationObserver(schedule);
  mutations.observe(document.body, { childList: true, subtree: true });
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  place();
  return () => {
    if (frame) cancelAnimationFrame(frame);
    resize.disconnect();
    mutations.disconnect();
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
  };
}

/**
 * The toast container: top-right, auto-close after 5000 ms (docs/spec-notes.md), never over
 * the navigation bar; ui/toast.ts keeps it to TOAST_LIMIT at once. Mounted on the first toast (ui/toast.ts),
 * inside a top-layer popover so toasts show above an open modal.
 */
export default function ToastHost() {
  useEffect(() => {
    raiseToastLayer();
    const layer = document.getElementById(TOAST_LAYER_ID);
    return layer ? followNavigation(layer) : undefined;
  }, []);
  return (
    <div id={TOAST_LAYER_ID} popover="manual" className="toast-layer">
      <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop />
    </div>
  );
}
