import { useCallback } from 'react';
import { choiceKey, type ChoiceList } from '@jobsearch/domain/i18n/translate';
import { i18n, useT } from './index';

/**
 * The labels of the domain's choice lists in the chosen language (catalog
 * `choices`, keyed `<list>:<stored value>`). The value itself never changes:
 * filters, stored documents and the API keep the English codes. A value no
 * list knows (an old document) shows as it is. Pages that show choice labels
 * load the `choices` namespace with their route.
 */
export { choiceKey, type ChoiceList };

/** A choice's label outside React. */
export function choiceLabel(list: ChoiceList, value: string): string {
  const key = choiceKey(list, value);
  return key in i18n.messages ? i18n._(key) : value;
}

/** A choice's label; the component re-renders when the language changes. */
export function useChoiceLabel(): (list: ChoiceList, value: string) => string {
  const t = useT();
  return useCallback(
    (list: ChoiceList, value: string) => {
      const key = choiceKey(list, value);
      return key in i18n.messages ? t(key) : value;
    },
    [t],
  );
}
