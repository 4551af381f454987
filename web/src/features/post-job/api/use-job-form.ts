/**
 * The Post a Job form's state: it starts from a new job's saved draft (or
 * nothing) or from the job's own fields; a new job's form is kept on this
 * device, per employer, until posted or discarded.
 */
import { useEffect, useReducer, useState } from 'react';
import { isDirty } from '../model/draft';
import { formFromJob, initialJobForm, jobFormReducer, type FormMode } from '../model/job-form';
import { loadDraft, saveDraft } from './draft-store';

export function useJobForm(mode: FormMode, job: Record<string, unknown> | null, uid: string) {
  const [start] = useState(() => {
    if (job) return { form: formFromJob(job), restored: false };
    const draft = loadDraft(uid);
    return { form: draft ?? initialJobForm(), restored: draft !== null };
  });
  const [form, dispatch] = useReducer(jobFormReducer, start.form);
  const [baseline] = useState(() => (mode === 'new' ? initialJobForm() : start.form));
  const dirty = isDirty(form, baseline) && !form.submitting;

  const keepsDraft = mode === 'new';
  const { values, degreeText, cityText, questions } = form;
  useEffect(() => {
    if (keepsDraft) saveDraft(uid, { values, degreeText, cityText, questions });
  }, [keepsDraft, uid, values, degreeText, cityText, questions]);

  return { form, dispatch, restored: start.restored, dirty, keepsDraft };
}
