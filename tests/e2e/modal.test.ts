/**
 * The shared Modal (web/src/ui/Modal.tsx, a native <dialog> opened with
 * showModal()): Tab keeps focus inside, the page behind cannot take focus,
 * Escape closes, and focus goes back to the button that opened it.
 */
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { seedJob, createUser } from '../support';
import { expect, loginAs, uniqueWord, useBrowser } from './harness';

const insideDialog = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));

describe('Modal', () => {
  const b = useBrowser();

  it('keeps focus inside, leaves the page behind inert, closes on Escape and gives focus back', async () => {
    const word = uniqueWord();
    const company = `${word[0]!.toUpperCase()}${word.slice(1)} Modal Works`;
    const boss = await createUser({ role: 'employer' });
    const seeker = await createUser({ role: 'jobseeker' });
    await seedJob(boss.uid, { companyName: company });

    await loginAs(b.page, seeker, `/jobs?q=${word}`);
    const details = b.page.locator('.job-card', { hasText: company }).getByRole('button', { name: 'Details' });
    await details.click();
    const dialog = b.page.getByRole('dialog');
    await dialog.waitFor();
    expect(await insideDialog(b.page)).toBe(true);

    // Tab and Shift+Tab, more times than the dialog has controls: focus never leaves it.
    for (let i = 0; i < 8; i += 1) {
      await b.page.keyboard.press('Tab');
      expect(await insideDialog(b.page)).toBe(true);
    }
    for (let i = 0; i < 8; i += 1) {
      await b.page.keyboard.press('Shift+Tab');
      expect(await insideDialog(b.page)).toBe(true);
    }

    // The page behind is inert: its links cannot take focus.
    const behindTakesFocus = await b.page.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>('header a[href]');
      link?.focus();
      return Boolean(link) && document.activeElement === link;
    });
    expect(behindTakesFocus).toBe(false);

    await b.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => details.evaluate((button) => button === document.activeElement)).toBe(true);
  });
});
