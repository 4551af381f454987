/**
 * Toasts live in a manual popover (ui/ToastLayer is the element, mounted by
 * the app's toast host) so that, like a modal <dialog>, they are in the top
 * layer: a toast raised while a modal is open (e.g. 'Please upload resume')
 * shows above it instead of behind its backdrop.
 */
export const TOAST_LAYER_ID = 'toast-layer';

/** Puts the toast layer above everything else in the top layer (the newest modal included). */
export function raiseToastLayer(): void {
  const layer = document.getElementById(TOAST_LAYER_ID);
  if (!layer || typeof layer.showPopover !== 'function') return;
  if (layer.matches(':popover-open')) layer.hidePopover();
  layer.showPopover();
}
