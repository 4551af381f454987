export const DATABASE: string;
export const RETENTION_SECONDS: number;
export interface Step {
  why: string;
  args: string[];
}
export function render(args: string[]): string;
export function checks(project: string): { database: string[]; schedules: string[] };
export function isDailySevenDays(schedule: unknown): boolean;
export function plan(project: string, database: { pointInTimeRecoveryEnablement?: string } | null, schedules: unknown[] | null): Step[];
