import type { Language } from '@jobsearch/domain/i18n/languages';
import type { Namespace } from '@jobsearch/domain/i18n/catalogs/index';
import type { Messages } from '@lingui/core';

/**
 * One lazy chunk per namespace and language, compiled at build time
 * (web/build/compiled-catalogs.ts): the browser downloads only the chosen
 * language's texts, and only for the pages it opens.
 */
const loaders = import.meta.glob<Messages>('../../../domain/src/i18n/catalogs/*/*.ts', {
  query: '?compiled-catalog',
  import: 'default',
});

export function catalogLoader(namespace: Namespace, language: Language): () => Promise<Messages> {
  const loader = loaders[`../../../domain/src/i18n/catalogs/${namespace}/${language}.ts`];
  if (!loader) throw new Error(`No ${language} catalog for the namespace "${namespace}"`);
  return loader;
}
