// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { viewMarkup } from './last-seen-view';

/** The stand-in a repeat view paints first (lib/offline/last-seen-view.ts): what it keeps of #root. */
describe('the last-seen view markup', () => {
  const root = () => {
    const element = document.createElement('div');
    element.innerHTML =
      '<input id="q" value="old"><select id="d"><option>Any</option><option>Pune</option></select><input type="radio" name="t" id="r1" checked><input type="radio" name="t" id="r2">' +
      '<input type="password" id="p" value="secret"><div class="jobs-results" aria-busy="false"><p style="width: 40%">Card &lt;img onerror&gt;</p></div><div class="Toastify"><p>Saved</p></div>';
    (element.querySelector('#q') as HTMLInputElement).value = 'welder';
    (element.querySelector('#d') as HTMLSelectElement).value = 'Pune';
    (element.querySelector('#r2') as HTMLInputElement).checked = true;
    (element.querySelector('#p') as HTMLInputElement).value = 'secret2';
    return element;
  };

  it('keeps what the fields show now, not what they started with, and never a password', () => {
    const copy = document.createElement('div');
    copy.innerHTML = viewMarkup(root());
    expect((copy.querySelector('#q') as HTMLInputElement).value).toBe('welder');
    expect((copy.querySelector('#d') as HTMLSelectElement).value).toBe('Pune');
    expect((copy.querySelector('#r1') as HTMLInputElement).checked).toBe(false);
    expect((copy.querySelector('#r2') as HTMLInputElement).checked).toBe(true);
    expect(viewMarkup(root())).not.toMatch(/secret/);
  });

  it('marks the list as still loading, drops toasts and inline styles, and keeps job text as text', () => {
    const markup = viewMarkup(root());
    expect(markup).toContain('aria-busy="true"');
    expect(markup).not.toContain('Toastify');
    expect(markup).not.toContain('style=');
    expect(markup).toContain('Card &lt;img onerror&gt;');
  });

  it('leaves the page itself as it was', () => {
    const element = root();
    viewMarkup(element);
    expect(element.querySelector('.jobs-results')!.getAttribute('aria-busy')).toBe('false');
    expect((element.querySelector('#q') as HTMLInputElement).getAttribute('value')).toBe('old');
  });
});
