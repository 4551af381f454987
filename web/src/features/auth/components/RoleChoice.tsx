import type { Role } from '@jobsearch/domain/choices';

const OPTIONS: { role: Role; label: string; text: string }[] = [
  { role: 'employer', label: 'I want to Hire', text: 'Post jobs and see who applied' },
  { role: 'jobseeker', label: 'I want a Job', text: 'Browse jobs and apply with your resume' },
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
  const chosen = OPTIONS.find((o) => o.role === role);
  return (
    <section className="role-choice" aria-labelledby="role-choice-title">
      <h1 id="role-choice-title" className="auth-title">
        Choose what you are looking for
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
            <span className="role-option__label">{o.label}</span>
            <span className="role-option__text">{o.text}</span>
          </button>
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {chosen ? `Selected: ${chosen.label}` : ''}
      </p>
    </section>
  );
}
