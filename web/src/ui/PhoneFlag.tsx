/** The phone field's country flag: India's drawn here (the library would fetch flag images from the internet), others by their code. */
import type { FlagProps } from 'react-phone-number-input';

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
export function Flag({ country, countryName }: FlagProps) {
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
