/**
 * A phone number input: India (+91) by default, international format, with
 * the country's calling code. Built on react-phone-number-input; the flags
 * are drawn here (the library would fetch flag images from the internet).
 */
import PhoneInput from 'react-phone-number-input';
import 'react-phone-number-input/style.css';
import { Flag } from './PhoneFlag';
import './phone-field.css';

interface PhoneFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  required?: boolean;
}

export function PhoneField({ id, value, onChange, disabled, invalid, describedBy, required }: PhoneFieldProps) {
  return (
    <PhoneInput
      id={id}
      className={`phone-field${invalid ? ' phone-field--invalid' : ''}`}
      international
      withCountryCallingCode
      defaultCountry="IN"
      countryCallingCodeEditable={false}
      flagComponent={Flag}
      value={value || undefined}
      onChange={(v) => onChange(v ?? '')}
      disabled={disabled}
      autoComplete="tel"
      inputMode="tel"
      required={required}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    />
  );
}
