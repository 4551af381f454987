/**
 * The one form field of the app: label (with a required mark), the control,
 * a hint and the validation message, with their aria wiring. The control gets
 * its id, `aria-invalid` and an `aria-describedby` naming the hint and the
 * error (children as a function receive them; plain children wire their own
 * control with `describedBy`). The message is an alert, read out when it appears.
 */
import type { ReactNode } from 'react';
import { useSay } from '../i18n/problems';

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** The ids a control's aria-describedby names: its hint and its error, when there are some. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode | ((control: ControlProps) => ReactNode);
}

export function Field({ id, label, required, hint, error, className, children }: FieldProps) {
  // The domain writes validation messages in English; the field shows them in the chosen language.
  const fieldMessage = useSay();
  const control: ControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint ? 'hint' : undefined, error),
  };
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {typeof children === 'function' ? children(control) : children}
      {hint ? (
        <p id={hintId(id)} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId(id)} className="field__error" role="alert">
          {fieldMessage(error)}
        </p>
      ) : null}
    </div>
  );
}
