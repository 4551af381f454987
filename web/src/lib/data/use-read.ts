/**
 * The web app's one way to read something once (live reads go through
 * lib/data/live.ts instead): `useRead` reads per key and gives the state with
 * `reload()`, `set()` and `update()`; `invalidateReads(tag)` marks every read
 * carrying that tag stale, so it reads again (at once when wanted, else when
 * next wanted). usePagedRead (lib/data/use-paged-read.ts) pages on top of it.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';

export type ReadOnce<T> = { status: 'loading' } | { status: 'done'; value: T } | { status: 'error' };

export interface Read<T> {
  state: ReadOnce<T>;
  /** Reads the same key again (the state is 'loading' meanwhile). */
  reload: () => void;
  /** A value this screen made (an upload, a delete): newer than any read still on its way. */
  set: (value: T) => void;
  update: (change: (value: T) => T) => void;
}

export interface ReadOptions {
  /** Names `invalidateReads` marks stale, e.g. 'admin:jobs'. */
  tags?: readonly string[];
}

const versions = new Map<string, number>();
const listeners = new Set<() => void>();

/** Every read carrying one of `tags` reads again: at once where it is wanted, else when next wanted. */
export function invalidateReads(...tags: string[]): void {
  for (const tag of tags) versions.set(tag, (versions.get(tag) ?? 0) + 1);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The tags' versions as one string: it changes when one of them is invalidated. */
export function useTagVersion(tags: readonly string[] | undefined): string {
  const joined = tags?.join('\n') ?? '';
  const snapshot = useCallback(() => (joined ? joined.split('\n').map((tag) => versions.get(tag) ?? 0) : []).join('.'), [joined]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

type Held<T> = { key: string; state: ReadOnce<T> };

/**
 * One read per key; nothing is read while `wanted` is false (or the key is
 * null), and a result already read for this key stays (no second read when
 * it is wanted again). A result that arrives after the key changed, after a
 * reload, set or update, or after the screen went, is dropped; a failure is
 * logged with `what` and becomes 'error'. `read` may be a new function each
 * render: the latest one is called.
 */
export function useRead<T>(key: string | null, wanted: boolean, read: (key: string) => Promise<T>, what: string, options: ReadOptions = {}): Read<T> {
  const version = useTagVersion(options.tags);
  const [reloads, setReloads] = useState(0);
  const fullKey = key === null ? null : `${key}#${version}#${reloads}`;
  const [held, setHeld] = useState<Held<T> | null>(null);
  const heldRef = useRef(held);
  const latest = useRef({ read, what });
  useLayoutEffect(() => {
    latest.current = { read, what };
    heldRef.current = held;
  });
  // Every read and every local write takes a ticket; only the newest ticket's read may land.
  const tickets = useRef({ newest: 0 });

  useEffect(() => {
    if (key === null || fullKey === null || !wanted || heldRef.current?.key === fullKey) return undefined;
    const counter = tickets.current;
    const mine = ++counter.newest;
    const { read: readNow, what: label } = latest.current;
    readNow(key).then(
      (value) => {
        if (counter.newest === mine) setHeld({ key: fullKey, state: { status: 'done', value } });
      },
      (error: unknown) => {
        console.error(label, error);
        if (counter.newest === mine) setHeld({ key: fullKey, state: { status: 'error' } });
      },
    );
    return () => {
      if (counter.newest === mine) counter.newest++;
    };
  }, [key, fullKey, wanted]);

  const reload = useCallback(() => setReloads((r) => r + 1), []);
  const update = useCallback(
    (change: (value: T) => T) => {
      if (fullKey === null) return;
      tickets.current.newest++;
      setHeld((h) => (h && h.key === fullKey && h.state.status === 'done' ? { key: fullKey, state: { status: 'done', value: change(h.state.value) } } : h));
    },
    [fullKey],
  );
  const set = useCallback(
    (value: T) => {
      if (fullKey === null) return;
      tickets.current.newest++;
      setHeld({ key: fullKey, state: { status: 'done', value } });
    },
    [fullKey],
  );
  const state: ReadOnce<T> = held !== null && held.key === fullKey ? held.state : { status: 'loading' };
  return { state, reload, set, update };
}

/** useRead's state alone, for a screen that only shows what it read. */
export function useReadOnce<T>(key: string | null, wanted: boolean, read: (key: string) => Promise<T>, what: string): ReadOnce<T> {
  return useRead(key, wanted, read, what).state;
}
