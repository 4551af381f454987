// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { usePagedRead, type PagedRead } from './use-paged-read';
import { invalidateReads, useRead, type Read } from './use-read';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

/** A read the test settles by hand, one promise per call. */
function deferredReads<T>() {
  const calls: { key: string; resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const read = vi.fn(
    (key: string) =>
      new Promise<T>((resolve, reject) => {
        calls.push({ key, resolve, reject });
      }),
  );
  return { read, calls };
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

/** Renders a hook in a throwaway component and hands back its latest result. */
function renderHook<P, R>(hook: (props: P) => R, props: P) {
  const latest: { current: R | null } = { current: null };
  const Probe = (p: { props: P }) => {
    latest.current = hook(p.props);
    return null;
  };
  root = createRoot(document.createElement('div'));
  act(() => root!.render(createElement(Probe, { props })));
  return {
    result: () => latest.current!,
    rerender: (next: P) => act(() => root!.render(createElement(Probe, { props: next }))),
  };
}

const settle = (fn: () => void) => act(async () => fn());

type Props = { key: string | null; wanted: boolean; read: (key: string) => Promise<string>; tags?: string[] };
const useProbe = (p: Props): Read<string> => useRead(p.key, p.wanted, p.read, 'test read', { tags: p.tags });

describe('useRead', () => {
  it('reads once per key when wanted, and keeps the result while not wanted', async () => {
    const { read, calls } = deferredReads<string>();
    const hook = renderHook(useProbe, { key: 'a', wanted: false, read });
    expect(read).not.toHaveBeenCalled();
    hook.rerender({ key: 'a', wanted: true, read });
    expect(hook.result().state).toEqual({ status: 'loading' });
    await settle(() => calls[0]!.resolve('A'));
    expect(hook.result().state).toEqual({ status: 'done', value: 'A' });
    hook.rerender({ key: 'a', wanted: false, read });
    hook.rerender({ key: 'a', wanted: true, read });
    expect(read).toHaveBeenCalledTimes(1);
    expect(hook.result().state).toEqual({ status: 'done', value: 'A' });
  });

  it('drops a response for a key the screen left', async () => {
    const { read, calls } = deferredReads<string>();
    const hook = renderHook(useProbe, { key: 'a', wanted: true, read });
    hook.rerender({ key: 'b', wanted: true, read });
    await settle(() => calls[1]!.resolve('B'));
    await settle(() => calls[0]!.resolve('A, late'));
    expect(hook.result().state).toEqual({ status: 'done', value: 'B' });
  });

  it('reload reads the same key again, and a failure becomes error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { read, calls } = deferredReads<string>();
    const hook = renderHook(useProbe, { key: 'a', wanted: true, read });
    await settle(() => calls[0]!.reject(new Error('offline')));
    expect(hook.result().state).toEqual({ status: 'error' });
    expect(error).toHaveBeenCalledWith('test read', expect.any(Error));
    act(() => hook.result().reload());
    expect(hook.result().state).toEqual({ status: 'loading' });
    expect(calls).toHaveLength(2);
    await settle(() => calls[1]!.resolve('A again'));
    expect(hook.result().state).toEqual({ status: 'done', value: 'A again' });
    error.mockRestore();
  });

  it('a value set here wins over a read still on its way', async () => {
    const { read, calls } = deferredReads<string>();
    const hook = renderHook(useProbe, { key: 'a', wanted: true, read });
    act(() => hook.result().set('uploaded'));
    await settle(() => calls[0]!.resolve('stale'));
    expect(hook.result().state).toEqual({ status: 'done', value: 'uploaded' });
    act(() => hook.result().update((v) => `${v}!`));
    expect(hook.result().state).toEqual({ status: 'done', value: 'uploaded!' });
  });

  it('invalidating a tag reads again at once where wanted, and when next wanted elsewhere', async () => {
    const shown = deferredReads<string>();
    const hidden = deferredReads<string>();
    const first = renderHook(useProbe, { key: 'a', wanted: true, read: shown.read, tags: ['t:shown'] });
    await settle(() => shown.calls[0]!.resolve('one'));
    const rootOfFirst = root;
    const second = renderHook(useProbe, { key: 'b', wanted: true, read: hidden.read, tags: ['t:hidden'] });
    await settle(() => hidden.calls[0]!.resolve('one'));
    second.rerender({ key: 'b', wanted: false, read: hidden.read, tags: ['t:hidden'] });

    act(() => invalidateReads('t:shown', 't:hidden'));
    expect(shown.calls).toHaveLength(2);
    expect(first.result().state).toEqual({ status: 'loading' });
    expect(hidden.calls).toHaveLength(1);
    second.rerender({ key: 'b', wanted: true, read: hidden.read, tags: ['t:hidden'] });
    expect(hidden.calls).toHaveLength(2);
    await settle(() => shown.calls[1]!.resolve('two'));
    expect(first.result().state).toEqual({ status: 'done', value: 'two' });
    act(() => rootOfFirst?.unmount());
  });

  it('drops a response that arrives after the screen went', async () => {
    const error = vi.spyOn(console, 'error');
    const { read, calls } = deferredReads<string>();
    renderHook(useProbe, { key: 'a', wanted: true, read });
    act(() => root?.unmount());
    root = null;
    await settle(() => calls[0]!.resolve('late'));
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});

type Row = { id: string };
type PagedProps = { key: string; read: (after: string | null) => Promise<{ rows: Row[]; hasNext: boolean; last: string | null }> };
const usePagedProbe = (p: PagedProps): PagedRead<Row, string> => usePagedRead(p.key, true, p.read, 'test pages', { tags: ['t:pages'] });

describe('usePagedRead', () => {
  it('pages with cursors, removes a row, and starts at page 1 again when its tag is invalidated', async () => {
    const afters: (string | null)[] = [];
    const read = vi.fn(async (after: string | null) => {
      afters.push(after);
      const start = after === null ? 0 : Number(after);
      return { rows: [{ id: `r${start}` }, { id: `r${start + 1}` }], hasNext: true, last: String(start + 2) };
    });
    const hook = renderHook(usePagedProbe, { key: 'all', read });
    await settle(() => undefined);
    expect(hook.result().page).toBe(1);
    act(() => hook.result().next());
    await settle(() => undefined);
    expect(hook.result().page).toBe(2);
    expect(afters).toEqual([null, '2']);
    act(() => hook.result().remove('r2'));
    const state = hook.result().state;
    expect(state.status === 'done' && state.value.rows).toEqual([{ id: 'r3' }]);
    act(() => invalidateReads('t:pages'));
    await settle(() => undefined);
    expect(hook.result().page).toBe(1);
    expect(afters).toEqual([null, '2', null]);
  });
});
