import { describe, expect, it } from 'vitest';
import { plan, render } from '../../scripts/lib/backup-plan.mjs';

const daily7 = { name: 'projects/p/databases/(default)/backupSchedules/s1', retention: '604800s', dailyRecurrence: {} };

describe('npm run ops:backups: the plan', () => {
  it('asks for point-in-time recovery and a daily 7-day backup schedule when neither exists', () => {
    const steps = plan('jobsearch-prod', { pointInTimeRecoveryEnablement: 'POINT_IN_TIME_RECOVERY_DISABLED' }, []);
    expect(steps.map((step) => render(step.args))).toEqual([
      "gcloud firestore databases update '--database=(default)' --enable-pitr --project=jobsearch-prod",
      "gcloud firestore backups schedules create '--database=(default)' --recurrence=daily --retention=7d --project=jobsearch-prod",
    ]);
  });

  it('is idempotent: nothing to do once both exist', () => {
    expect(plan('jobsearch-prod', { pointInTimeRecoveryEnablement: 'POINT_IN_TIME_RECOVERY_ENABLED' }, [daily7])).toEqual([]);
  });

  it('does not count a weekly schedule, or a daily one kept less than 7 days', () => {
    const pitr = { pointInTimeRecoveryEnablement: 'POINT_IN_TIME_RECOVERY_ENABLED' };
    expect(plan('p', pitr, [{ retention: '604800s', weeklyRecurrence: { day: 'MONDAY' } }])).toHaveLength(1);
    expect(plan('p', pitr, [{ retention: '86400s', dailyRecurrence: {} }])).toHaveLength(1);
  });
});
