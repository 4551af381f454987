import { LOADING_SCREEN_MS, TOAST_AUTO_CLOSE_MS } from '@jobsearch/domain/helpers';
import { describe, expect, it } from 'vitest';
import { LOADING_SCREEN, TOAST_AUTO_CLOSE } from './shell-constants';

describe('shell constants', () => {
  it('equal the domain constants (loading screen 3000 ms, toasts 5000 ms)', () => {
    expect(LOADING_SCREEN).toBe(LOADING_SCREEN_MS);
    expect(TOAST_AUTO_CLOSE).toBe(TOAST_AUTO_CLOSE_MS);
  });
});
