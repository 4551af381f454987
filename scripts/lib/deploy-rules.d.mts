// Types for deploy-rules.mjs (imported by tests/unit/deploy-rules.test.ts).
export const RULES_SOURCE: string;
export const DEPLOYED_RULES: string;
export const PRODUCTION_STORAGE_HOST: string;
export function deployBucket(options?: { env?: Record<string, string | undefined>; root?: string }): string;
export function rulesForBucket(source: string, bucket: string): string;
export function writeDeployedRules(options?: { env?: Record<string, string | undefined>; root?: string }): { path: string; bucket: string };
