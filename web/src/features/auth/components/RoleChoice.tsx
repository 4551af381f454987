import type { Role } from '@jobsearch/domain/choices';
import { useT, type MessageKey } from '../../../i18n';

const OPTIONS: { role: Role; label: MessageKey; text: MessageKey }[] = [
  { role: 'employer', label: 'auth.roleEmployer', text: 'auth.roleEmployerText' },
  { role: 'jobseeker', label: 'auth.roleJobseeker', text: 'auth.roleJobseekerText' },
];

function RoleIcon({ role }: { role: Role }) {
  return role === 'employer' ? (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <rect x="3" y="7" width="18" height="13" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M9 7V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V7M3 12.5h18" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  ) : (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** Step 1: 'Choose what you are looking for'. The chosen option stays highlighted. */
export function RoleChoice({ role, onChoose }: { role: Role | null; onChoose: (role: Role) => void }) {
  const t = useT();
  const chosen = OPTIONS.find((o) => o.role === role);
  return (
    <section className="role-choice" aria-labelledby="role-choice-title">
      <h1 id="role-choice-title" className="auth-title">
        {t('auth.roleChoiceTitle')}
      </h1>
      <div className="role-choice__options" role="group" aria-labelledby="role-choice-title">
        {OPTIONS.map((o) => (
          <button
            key={o.role}
            type="button"
            className={`role-option${role === o.role ? ' is-selected' : ''}`}
            aria-pressed={role === o.role}
            data-role={o.role}
            onClick={() => onChoose(o.role)}
          >
            <span className="role-option__icon">
              <RoleIcon role={o.role} />
            </span>
            <span className="role-option__label">{t(o.label)}</span>
            <span className="role-option__text">{t(o.text)}</span>
          </button>
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {chosen ? t('auth.roleSelected', { label: t(chosen.label) }) : ''}
      </p>
    </section>
  );
}
