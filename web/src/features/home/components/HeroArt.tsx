import { useT } from '../../../i18n';

/** The hero's illustration: job cards and a search glass, drawn in SVG (no images). */
export function HeroArt() {
  const t = useT();
  return (
    <svg viewBox="0 0 360 300" width="100%" height="100%" role="presentation" focusable="false">
      <defs>
        <linearGradient id="hero-card" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#eef2ff" />
        </linearGradient>
      </defs>
      <circle cx="250" cy="70" r="60" fill="rgb(255 255 255 / .08)" />
      <circle cx="70" cy="240" r="44" fill="rgb(255 255 255 / .08)" />
      {/* back card */}
      <g transform="translate(92 28) rotate(6)">
        <rect width="220" height="120" rx="16" fill="rgb(255 255 255 / .35)" />
      </g>
      {/* main card */}
      <g transform="translate(52 62)">
        <rect width="240" height="150" rx="18" fill="url(#hero-card)" />
        <rect x="20" y="20" width="44" height="44" rx="12" fill="#dbeafe" />
        <path d="M33 36v-3a3 3 0 0 1 3-3h8a3 3 0 0 1 3 3v3M29 36h22v16H29z" fill="none" stroke="#1d4ed8" strokeWidth="3" strokeLinejoin="round" />
        <rect x="78" y="24" width="120" height="12" rx="6" fill="#1e3a8a" />
        <rect x="78" y="46" width="84" height="10" rx="5" fill="#93c5fd" />
        <rect x="20" y="84" width="72" height="26" rx="13" fill="#dcfce7" />
        <text x="56" y="102" textAnchor="middle" fontSize="13" fontWeight="700" fill="#15803d" fontFamily="system-ui, sans-serif">
          {t('home.artActive')}
        </text>
        <rect x="100" y="84" width="124" height="26" rx="13" fill="#fef3c7" />
        <text x="162" y="101.5" textAnchor="middle" fontSize="12" fontWeight="700" fill="#92400e" fontFamily="system-ui, sans-serif">
          ₹18,000 - 25,000
        </text>
        <rect x="20" y="124" width="150" height="8" rx="4" fill="#e5e7eb" />
      </g>
      {/* small card */}
      <g transform="translate(18 196)">
        <rect width="170" height="70" rx="14" fill="#ffffff" />
        <circle cx="34" cy="35" r="16" fill="#fde68a" />
        <path d="M34 26c-3.3 0-6 2.6-6 6 0 4.5 6 11 6 11s6-6.5 6-11c0-3.4-2.7-6-6-6z" fill="#b45309" />
        <rect x="60" y="24" width="90" height="10" rx="5" fill="#1e3a8a" />
        <rect x="60" y="40" width="60" height="8" rx="4" fill="#cbd5e1" />
      </g>
      {/* search glass */}
      <g transform="translate(250 170)">
        <circle cx="40" cy="40" r="34" fill="#f59e0b" />
        <circle cx="38" cy="38" r="15" fill="none" stroke="#fff" strokeWidth="6" />
        <path d="m49 49 12 12" stroke="#fff" strokeWidth="7" strokeLinecap="round" />
      </g>
    </svg>
  );
}
