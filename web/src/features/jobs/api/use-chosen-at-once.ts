import { useState } from 'react';
import type { JobFilters as Filters } from '../model/jobs-query';

/**
 * The filters as the user just chose them. The URL is the source of truth, but
 * react-router applies a navigation as a React transition, and until it lands
 * React puts a controlled input back to its old value: a radio would flick back
 * off. The choice shows at once and gives way when the URL's filters change.
 */
export function useChosenAtOnce(applied: Filters, onChange: (change: Partial<Filters>) => void) {
  const [chosen, setChosen] = useState<Partial<Filters> | null>(null);
  const [appliedSeen, setAppliedSeen] = useState(applied);
  if (appliedSeen !== applied) {
    setAppliedSeen(applied);
    setChosen(null);
  }
  const choose = (change: Partial<Filters>) => {
    // As paramsWithFilter does: a new degree starts with no trade.
    const shown = 'degree' in change && !('trade' in change) ? { ...change, trade: '' } : change;
    setChosen((earlier) => ({ ...earlier, ...shown }));
    onChange(change);
  };
  return [chosen ? { ...applied, ...chosen } : applied, choose] as const;
}
