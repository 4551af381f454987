/** Where the Language control remembers its choice on the device (apart: index.html's inline scripts read it too, web/vite.config.ts). */
export const LANGUAGE_STORAGE_KEY = 'jobsearch.language';
