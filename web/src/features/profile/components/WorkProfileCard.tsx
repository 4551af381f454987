/**
 * Profile's "Work profile" for a job seeker: the completeness meter, then the
 * fields as saved with Edit, or their form. A link to #work-<field> (from
 * "How you match") opens the form on that field.
 */
import { profileCompleteness } from '@jobsearch/domain/matching';
import { labelKey } from '@jobsearch/domain/problems';
import {
  EMPTY_WORK_PROFILE,
  WORK_PROFILE_FIELD_LABELS,
  WORK_PROFILE_FIELDS,
  isFilled,
  type WorkProfile,
  type WorkProfileField,
} from '@jobsearch/domain/work-profile';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { formatRupees, useT } from '../../../i18n';
import { useChoiceLabel } from '../../../i18n/choices';
import { formatDate } from '../../../lib/util/dates';
import { CompletenessMeter } from './CompletenessMeter';
import { ProfileAlertOffer } from './ProfileAlertOffer';
import { WorkProfileForm, workFieldId } from './WorkProfileForm';

export function WorkProfileCard({ uid, stored, phoneProved }: { uid: string; stored: WorkProfile | undefined; phoneProved: boolean }) {
  const t = useT();
  const { hash } = useLocation();
  const target = hash.startsWith('#work-') ? hash.slice(1) : null;
  const [editing, setEditing] = useState(target !== null);

  useEffect(() => {
    if (!target || !editing) return;
    const field = document.getElementById(target);
    field?.scrollIntoView({ block: 'center' });
    field?.focus({ preventScroll: true });
  }, [target, editing]);

  return (
    <section className="card profile-card work-profile" aria-labelledby="work-profile-title" data-testid="work-profile">
      <h2 id="work-profile-title">{t('matching.workTitle')}</h2>
      <p className="muted">{t('matching.workIntro')}</p>
      <CompletenessMeter completeness={profileCompleteness(stored ?? EMPTY_WORK_PROFILE)} />
      {editing ? (
        <WorkProfileForm uid={uid} stored={stored} onDone={() => setEditing(false)} />
      ) : (
        <>
          <WorkProfileSummary profile={stored ?? EMPTY_WORK_PROFILE} onEdit={() => setEditing(true)} />
          {stored ? <ProfileAlertOffer uid={uid} profile={stored} phoneProved={phoneProved} /> : null}
        </>
      )}
    </section>
  );
}

function WorkProfileSummary({ profile, onEdit }: { profile: WorkProfile; onEdit: () => void }) {
  const t = useT();
  const label = useChoiceLabel();
  const text: Record<WorkProfileField, () => string> = {
    education: () => label('degree', profile.education),
    trade: () => label('trade', profile.trade),
    experienceYears: () => t('matching.years', { n: profile.experienceYears ?? 0 }),
    skills: () => profile.skills.map((skill) => label('skill', skill)).join(', '),
    districts: () => profile.districts.map((district) => label('city', district)).join(', '),
    expectedSalary: () => formatRupees(profile.expectedSalary ?? 0),
    shift: () => label('shift', profile.shift),
    languages: () => profile.languages.map((language) => label('spokenLanguage', language)).join(', '),
    availableFrom: () => formatDate(profile.availableFrom),
  };
  return (
    <>
      <dl className="profile-details">
        {WORK_PROFILE_FIELDS.map((field) => (
          <div key={field} id={`${workFieldId(field)}-row`}>
            <dt>{t(labelKey(WORK_PROFILE_FIELD_LABELS[field]))}</dt>
            <dd className={isFilled(profile, field) ? undefined : 'muted'}>{isFilled(profile, field) ? text[field]() : t('matching.notAdded')}</dd>
          </div>
        ))}
      </dl>
      <div className="profile-actions">
        <button type="button" className="button" onClick={onEdit}>
          {t('matching.edit')}
        </button>
      </div>
    </>
  );
}
