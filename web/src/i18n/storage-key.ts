/** Where the Language control remembers its choice on the device (apart: index.html's inline scripts read it too, web/vite.config.ts). */
export const LANGUAGE_STORAGE_KEY = 'jobsearch.language';

/** The namespaces of every page (the bar and footer, the shared shell): index.html's signed-in script preloads them too. */
export const ALWAYS_LOADED_NAMESPACES = ['common', 'ui'] as const;
