/**
 * A phone number input: India (+91) by default, international format, with
 * the country's calling code. Built on react-phone-number-input; the flags
 * are drawn here (the library would fetch flag images from the internet).
 */
import PhoneInput, { type FlagProps } from 'react-phone-number-input';
import 'react-phone-number-input/style.css';
import './phone-field.css';

function IndiaFlag() {
  return (
    <svg viewBox="0 0 30 20" width="100%" height="100%" aria-hidden="true" focusable="false">
      <rect width="30" height="20" fill="#fff" />
      <rect width="30" height="6.67" fill="#ff9933" />
      <rect y="13.33" width="30" height="6.67" fill="#138808" />
      <circle cx="15" cy="10" r="2.6" fill="none" stroke="#000080" strokeWidth=".7" />
      <circle cx="15" cy="10" r=".5" fill="#000080" />
    </svg>
  );
}

function Flag({ country, countryName }: FlagProps) {
  if (country === 'IN')
    return (
      <span className="phone-flag" title={countryName}>
        <IndiaFlag />
      </span>
    );
  return (
    <span className="phone-flag phone-flag--code" title={countryName}>
      {country}
    </span>
  );
}

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
