import { useEffect, useState } from 'react';

export type ReadOnce<T> = { status: 'loading' } | { status: 'done'; value: T } | { status: 'error' };

/**
 * One read per key, for a screen that shows one thing by its id; nothing is
 * read while `wanted` is false, but a result already read for this key stays.
 * A result that arrives after the key changed, or after the screen went, is
 * dropped; a failure is logged with `what` and becomes 'error'. `read` must be
 * a stable function (a module's own).
 */
export function useReadOnce<T>(key: string | null, wanted: boolean, read: (key: string) => Promise<T>, what: string): ReadOnce<T> {
  const [result, setResult] = useState<{ key: string; state: ReadOnce<T> } | null>(null);
  useEffect(() => {
    if (key === null || !wanted) return;
    let live = true;
    read(key).then(
      (value) => live && setResult({ key, state: { status: 'done', value } }),
      (error: unknown) => {
        console.error(what, error);
        if (live) setResult({ key, state: { status: 'error' } });
      },
    );
    return () => {
      live = false;
    };
  }, [key, wanted, read, what]);
  return result !== null && result.key === key ? result.state : { status: 'loading' };
}
