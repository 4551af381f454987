/**
 * A live list with the device's last-seen copy (lib/offline/last-seen.ts):
 * each answer from the server is kept; offline, or when the SDK could only
 * answer from its (memory) cache or failed, the copy shows instead
 * (`lastSeen`, which the page says under an offline notice). Without a copy
 * that is an error, never an empty list one could take for "none yet".
 */
import { useEffect, useMemo } from 'react';
import { rememberLastSeen, type LastSeenKind } from '../offline/last-seen';
import { useOnline } from '../offline/online';
import type { Live } from './live';

export type LastSeenList<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; rows: readonly T[]; lastSeen: boolean };

/** `recall` reads the copy of `kind` back through its schema (a module-level function: it is a memo's dependency). */
export function useWithLastSeen<T>(live: Live<T>, kind: LastSeenKind, uid: string, recall: (uid: string) => T[] | null): LastSeenList<T> {
  const online = useOnline();
  const fresh = live.status === 'ready' && !live.fromCache ? live.data : null;
  useEffect(() => {
    if (fresh) rememberLastSeen(kind, uid, fresh);
  }, [kind, uid, fresh]);
  const withoutServer = !online || live.status === 'error' || (live.status === 'ready' && live.fromCache);
  const copy = useMemo(() => (withoutServer ? recall(uid) : null), [withoutServer, uid, recall]);
  if (copy) return { status: 'ready', rows: copy, lastSeen: true };
  if (fresh) return { status: 'ready', rows: fresh, lastSeen: false };
  if (withoutServer && live.status !== 'loading') return { status: 'error' };
  return { status: 'loading' };
}
