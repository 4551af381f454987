// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ui from '@jobsearch/domain/i18n/catalogs/ui/en';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { i18n } from '../i18n';
import { ErrorBoundary } from './ErrorBoundary';

// The app loads the always-loaded `ui` texts before it renders (main.tsx); here, the English ones.
i18n.load('en-IN', Object.fromEntries(Object.entries(ui).map(([key, text]) => [`ui.${key}`, compileMessage(text)])));
i18n.activate('en-IN');

function Broken(): never {
  throw new Error('session exploded');
}

describe('ErrorBoundary (the root one)', () => {
  let host: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    host = document.createElement('div');
    document.body.appendChild(host);
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
    vi.restoreAllMocks();
  });

  it('shows its children while nothing fails', () => {
    act(() =>
      root.render(
        <ErrorBoundary>
          <p>All good</p>
        </ErrorBoundary>,
      ),
    );
    expect(host.textContent).toBe('All good');
  });

  it('replaces a blank page with a message and a reload button, and logs the error', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    act(() =>
      root.render(
        <ErrorBoundary>
          <Broken />
        </ErrorBoundary>,
      ),
    );
    expect(host.querySelector('[role="alert"] h1')?.textContent).toBe('Something went wrong');
    const button = host.querySelector('button');
    expect(button?.textContent).toBe('Reload page');
    act(() => button?.click());
    expect(reload).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls.some((call) => call[0] === 'The app stopped with an error')).toBe(true);
    vi.unstubAllGlobals();
  });
});
