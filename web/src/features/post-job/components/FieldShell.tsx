/** A labelled form field: label (with a required mark), the control, a hint and its error beside it. */
import type { ReactNode } from 'react';

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** The ids a control's aria-describedby names: its hint and its error, when there are some. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

interface FieldShellProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactNode;
}

export function FieldShell({ id, label, required, hint, error, className, children }: FieldShellProps) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? <span className="field__required" aria-hidden="true"> *</span> : null}
      </label>
      {children}
      {hint ? <p id={hintId(id)} className="field__hint">{hint}</p> : null}
      {error ? <p id={errorId(id)} className="field__error">{error}</p> : null}
    </div>
  );
}
