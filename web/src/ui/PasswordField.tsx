import { useState, type InputHTMLAttributes } from 'react';
import { useT } from '../i18n';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'value'> {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
}

/** A password input with a Show/Hide toggle (a real button, announced with aria-pressed). */
export function PasswordField({ id, value, onChange, invalid, className, ...rest }: PasswordFieldProps) {
  const t = useT();
  const [shown, setShown] = useState(false);
  return (
    <div className={`password-field${invalid ? ' password-field--invalid' : ''}`}>
      <input
        {...rest}
        id={id}
        className={className}
        type={shown ? 'text' : 'password'}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={invalid || undefined}
      />
      <button
        type="button"
        className="password-field__toggle"
        aria-controls={id}
        aria-pressed={shown}
        aria-label={shown ? t('ui.hidePassword') : t('ui.showPassword')}
        onClick={() => setShown((v) => !v)}
      >
        {shown ? t('ui.hide') : t('ui.show')}
      </button>
    </div>
  );
}
