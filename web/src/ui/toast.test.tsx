// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ToastContainer } from 'react-toastify/unstyled';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toast, TOAST_LIMIT } from './toast';

/** The dynamic import in toast.ts and React's updates after it. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

/** Each toast's text, and whether it is leaving (react-toastify's exit animation class). */
const toastsShown = () =>
  [...document.querySelectorAll('.Toastify__toast')].map((el) => ({ text: el.textContent, leaving: /--exit|-exit/.test(el.className) }));

describe('toasts (ui/toast.ts)', () => {
  let host: HTMLDivElement;
  let root: Root;
  beforeEach(async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    host = document.createElement('div');
    document.body.appendChild(host);
    root = createRoot(host);
    act(() => root.render(<ToastContainer autoClose={false} />));
    await settle();
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
  });

  it(`shows a new toast at once and closes the oldest when ${TOAST_LIMIT} already show`, async () => {
    toast.error('First');
    toast.info('Second');
    await settle();
    expect(toastsShown()).toEqual([
      { text: 'First', leaving: false },
      { text: 'Second', leaving: false },
    ]);
    toast.error('Third');
    await settle();
    const shown = toastsShown();
    expect(
      shown
        .filter((t) => !t.leaving)
        .map((t) => t.text)
        .sort(),
    ).toEqual(['Second', 'Third']);
    expect(shown.find((t) => t.text === 'First')?.leaving ?? true).toBe(true);
  });

  it('the same toastId again is the one toast: it closes no other', async () => {
    toast.error('Upload', { toastId: 'upload' });
    toast.info('Other');
    toast.error('Upload', { toastId: 'upload' });
    await settle();
    expect(
      toastsShown()
        .filter((t) => !t.leaving)
        .map((t) => t.text)
        .sort(),
    ).toEqual(['Other', 'Upload']);
  });
});
