import { useCallback } from 'react';
import { choiceLabel as labelIn } from '@jobsearch/domain/i18n/choice-label';
import { choiceKey, type ChoiceList } from '@jobsearch/domain/i18n/translate';
import { translate, useT } from './index';

/**
 * The labels of the domain's choice lists in the chosen language (catalog
 * `choices`, keyed `<list>:<stored value>`). The value itself never changes:
 * filters, stored documents and the API keep the English codes. A value no
 * list knows (a role typed in the employer's own words, an old document) shows
 * as it is. Pages that show choice labels load the `choices` namespace with their route.
 */
export { choiceKey, type ChoiceList };

/** A choice's label outside React. */
export function choiceLabel(list: ChoiceList, value: string): string {
  return labelIn(translate, list, value);
}

/** A choice's label; the component re-renders when the language changes. */
export function useChoiceLabel(): (list: ChoiceList, value: string) => string {
  const t = useT();
  return useCallback((list: ChoiceList, value: string) => labelIn(t, list, value), [t]);
}
