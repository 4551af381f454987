/**
 * zod 4 compiles its object parsers with `new Function` where the page allows it,
 * and finds out by trying: under our Content-Security-Policy (no 'unsafe-eval')
 * that try is refused and reported as a violation on every page. Jitless parsing
 * never tries. The setting is read when a schema is built, so main.tsx imports
 * this first. zod keeps its settings on this global and creates it only when
 * absent; setting it here rather than through `z.config()` keeps zod's code out
 * of the shell (3.7 KB gzip). zod-jitless.test.ts fails should zod stop reading it.
 */
(globalThis as { __zod_globalConfig?: Record<string, unknown> }).__zod_globalConfig = { jitless: true };

export {};
