/**
 * An application's status and its history as My Applications shows them:
 * pure, unit-tested beside. Applied's time is createdAt;
 * every later status its time in statusHistory (a map status -> time).
 */
import { APPLICATION_STATUSES, statusOf, type ApplicationStatus } from '@jobsearch/domain/pipeline';

export interface TimelineStep {
  status: ApplicationStatus;
  at: Date;
}

interface TimelineSource {
  status?: unknown;
  statusHistory?: Record<string, Date>;
  createdAt: Date;
}

/** Each status the application reached, oldest first (equal times in pipeline order); the current status is last. */
export function timelineOf(application: TimelineSource): TimelineStep[] {
  const steps: TimelineStep[] = [{ status: 'Applied', at: application.createdAt }];
  for (const status of APPLICATION_STATUSES) {
    if (status === 'Applied') continue;
    const at = application.statusHistory?.[status];
    if (at instanceof Date && !Number.isNaN(at.getTime())) steps.push({ status, at });
  }
  const order = (s: ApplicationStatus) => APPLICATION_STATUSES.indexOf(s);
  steps.sort((a, b) => a.at.getTime() - b.at.getTime() || order(a.status) - order(b.status));
  // The current status closes the history even when its time is missing (an old or partial write).
  const current = statusOf(application);
  const index = steps.findIndex((step) => step.status === current);
  if (index < 0) steps.push({ status: current, at: application.createdAt });
  else if (index !== steps.length - 1) steps.push(...steps.splice(index, 1));
  return steps;
}
