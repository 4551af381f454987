import { basename, dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

/** The import query that asks for a catalog compiled (web/src/i18n/catalogs.ts). */
export const COMPILED_CATALOG_QUERY = 'compiled-catalog';

/**
 * The catalogs (domain/src/i18n/catalogs/<namespace>/<language>.ts) are ICU
 * MessageFormat text, and the English ones take their words from the domain's
 * MESSAGES. Imported with `?compiled-catalog`, a catalog is run here at build
 * time and each message compiled by Lingui's own compiler, so the browser gets
 * plain data for Lingui's small runtime and never the message parser (about
 * 7 KB gzip). A message that does not parse fails the build. Keys come
 * prefixed with the namespace (`jobs.title`), as i18n/index.ts loads them: the
 * phone does not rewrite a thousand keys per catalog at startup.
 */
export function compiledCatalogs(): Plugin {
  return {
    name: 'compiled-catalogs',
    async load(id) {
      const [file, query] = id.split('?');
      if (!file || query !== COMPILED_CATALOG_QUERY) return null;
      this.addWatchFile(file);
      const module = (await tsImport(pathToFileURL(file).href, import.meta.url)) as { default: Record<string, unknown> };
      const namespace = basename(dirname(file));
      const compiled: Record<string, unknown> = {};
      for (const [key, text] of Object.entries(module.default)) {
        if (typeof text !== 'string') throw new Error(`${file}: "${key}" is not a string`);
        try {
          compiled[`${namespace}.${key}`] = compileMessage(text);
        } catch (error) {
          throw new Error(`${file}: "${key}" is not a valid ICU message: ${(error as Error).message}`);
        }
      }
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
