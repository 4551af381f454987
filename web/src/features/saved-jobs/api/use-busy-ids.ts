import { useState } from 'react';

/** The ids whose action is running (their buttons wait), and a runner that marks an id busy until its action ends. */
export function useBusyIds() {
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const whileBusy = async (id: string, action: () => Promise<void>) => {
    setBusy((ids) => new Set(ids).add(id));
    await action();
    setBusy((ids) => {
      const next = new Set(ids);
      next.delete(id);
      return next;
    });
  };
  return [busy, whileBusy] as const;
}
