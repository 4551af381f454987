/** Editing the work profile: the draft, its errors, and Save (checked by the domain schema first: bad input changes nothing). */
import { tradesFor } from '@jobsearch/domain/helpers';
import type { WorkProfile, WorkProfileField } from '@jobsearch/domain/work-profile';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { toast } from '../../../ui/toast';
import { checkWorkProfile, workProfileDraft, type WorkProfileDraft } from '../model/work-profile-draft';
import { saveWorkProfile } from './work-profile';

export function useWorkProfileForm(uid: string, stored: WorkProfile | undefined, onDone: () => void) {
  const t = useT();
  const [draft, setDraft] = useState(() => workProfileDraft(stored));
  const [errors, setErrors] = useState<Partial<Record<WorkProfileField, string>>>({});
  const [busy, setBusy] = useState(false);

  const set =
    <K extends WorkProfileField>(field: K) =>
    (value: WorkProfileDraft[K]) => {
      setDraft((current) => {
        const next = { ...current, [field]: value };
        // A new education keeps the trade only when it is one of its own.
        if (field === 'education' && !tradesFor(next.education).includes(next.trade)) next.trade = '';
        return next;
      });
      setErrors(({ [field]: _dropped, ...rest }) => rest as typeof errors);
    };

  const save = async () => {
    const check = checkWorkProfile(draft);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setBusy(true);
    try {
      await saveWorkProfile(uid, check.profile);
      toast.success(t('matching.saved'));
      onDone();
    } catch (error) {
      console.error('Saving the work profile failed', error);
      toast.error(t('matching.saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  return { draft, errors, set, busy, save };
}
