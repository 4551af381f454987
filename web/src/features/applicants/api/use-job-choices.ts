/**
 * The employer's jobs as choices of the applications filter, live: the same
 * query (and so the same listener) as My Jobs, read through a smaller schema;
 * with each job's screening questions, which the applicants' answers follow.
 */
import { jobSchema } from '@jobsearch/domain/schemas';
import type { ScreeningQuestion } from '@jobsearch/domain/screening';
import { useMemo } from 'react';
import { employerJobsQuery, useLiveQuery } from '../../../lib/data/live';

const choiceSchema = jobSchema.pick({ title: true, jobRole: true, companyName: true, date: true, screeningQuestions: true });

export interface JobChoice {
  jobId: string;
  title: string;
  jobRole: string;
  companyName: string;
  date: string;
  /** Its screening questions, which the applicants' answers follow. */
  screeningQuestions?: ScreeningQuestion[] | undefined;
}

export function useJobChoices(employerId: string): JobChoice[] {
  const live = useLiveQuery(employerJobsQuery(employerId), choiceSchema, 'the job filter');
  return useMemo(() => live.data.map(({ id, ...job }) => ({ ...job, jobId: id })), [live.data]);
}
