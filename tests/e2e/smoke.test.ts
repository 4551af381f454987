import { describe, it } from 'vitest';
import { expect, useBrowser } from './harness';

describe('the site as npm start serves it', () => {
  const b = useBrowser();

  it('shows the loading screen on the first load of a session, then the page', async () => {
    await b.page.goto('/');
    await expect(b.page.getByTestId('loading-screen').isVisible()).resolves.toBe(true);
    await b.page.getByTestId('loading-screen').waitFor({ state: 'detached', timeout: 6000 });
    await b.page.reload();
    // Same browser session: no second loading screen.
    expect(await b.page.getByTestId('loading-screen').count()).toBe(0);
  });

  it('serves the API through hosting on the same port', async () => {
    const response = await b.page.request.get('/api/jobs/all');
    expect(response.status()).toBe(401);
    expect((await response.json()).error.code).toBe('unauthenticated');
  });
});
