// Types for emulator-config.mjs (imported by tests/unit/hosting-headers.test.ts and functions/build.mjs).
export const EMULATOR_CONFIG: string;
export function amendPolicy(policy: string, change: { directive: string; extra: string[]; drop?: string[] }): string;
export function emulatorConfig<T extends { hosting: { headers: unknown[] }; emulators: unknown }>(config: T): T;
export function writeEmulatorConfig(): string;
