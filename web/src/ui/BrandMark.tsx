/** The brand's mark: a briefcase with a magnifying glass, inline SVG. */
export function BrandMark({ size = 34 }: { size?: number }) {
  return (
    <svg className="brand-mark" width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="var(--color-primary)" />
      <path d="M15 13v-2.2c0-1 .8-1.8 1.8-1.8h6.4c1 0 1.8.8 1.8 1.8V13" fill="none" stroke="#fff" strokeWidth="2.2" />
      <rect x="8" y="13" width="24" height="16" rx="3" fill="none" stroke="#fff" strokeWidth="2.2" />
      <path d="M8 19.5h24" stroke="#fff" strokeWidth="2.2" />
      <circle cx="28" cy="28" r="5" fill="var(--color-accent)" stroke="var(--color-primary)" strokeWidth="2" />
      <path d="m31.5 31.5 3 3" stroke="var(--color-accent)" strokeWidth="2.6" strokeLinecap="round" />
    </svg>
  );
}
