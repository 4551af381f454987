/**
 * Spec section 9 constants the shell needs on its very first paint. They are
 * TOAST_AUTO_CLOSE_MS and LOADING_SCREEN_MS of domain/helpers, repeated here
 * because importing domain/helpers would pull the choice lists into the
 * first-load bundle; shell-constants.test.ts fails if they ever differ.
 */
export const TOAST_AUTO_CLOSE = 5000;
export const LOADING_SCREEN = 3000;
