import { describe, expect, it } from 'vitest';
import { stopsWhileOffline } from './network-guard';

describe('the offline action guard (ui/network-guard.ts)', () => {
  it('never stops anything while online', () => {
    expect(stopsWhileOffline({ type: 'submit', offlineOk: false, needsNetwork: false }, true)).toBe(false);
    expect(stopsWhileOffline({ type: 'click', offlineOk: false, needsNetwork: true }, true)).toBe(false);
  });

  it('offline, stops every form submit except the ones marked offline-ok', () => {
    expect(stopsWhileOffline({ type: 'submit', offlineOk: false, needsNetwork: false }, false)).toBe(true);
    expect(stopsWhileOffline({ type: 'submit', offlineOk: true, needsNetwork: false }, false)).toBe(false);
  });

  it('offline, stops a press only on an element marked as needing the network', () => {
    expect(stopsWhileOffline({ type: 'click', offlineOk: false, needsNetwork: true }, false)).toBe(true);
    expect(stopsWhileOffline({ type: 'click', offlineOk: false, needsNetwork: false }, false)).toBe(false);
  });
});
