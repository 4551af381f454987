/** Why the site, and how it works in three steps: the same for every audience. */
import type { ReactNode } from 'react';
import { useT, type MessageKey } from '../../../i18n';
import { HomeSection } from './HomeSection';

const VALUES: { title: MessageKey; text: MessageKey; icon: ReactNode }[] = [
  {
    title: 'home.valueFreeTitle',
    text: 'home.valueFreeText',
    icon: (
      <path d="M7 5h10M7 9h10M7 5c4 0 6 1.5 6 4s-2 4-6 4l7 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    ),
  },
  {
    title: 'home.valueNearTitle',
    text: 'home.valueNearText',
    icon: (
      <>
        <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        <circle cx="12" cy="10" r="2.4" fill="none" stroke="currentColor" strokeWidth="2" />
      </>
    ),
  },
  {
    title: 'home.valueFastTitle',
    text: 'home.valueFastText',
    icon: (
      <>
        <rect x="5" y="3" width="14" height="18" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m8.5 12.5 2.3 2.3 4.7-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </>
    ),
  },
  {
    title: 'home.valueKindsTitle',
    text: 'home.valueKindsText',
    icon: (
      <>
        <rect x="3" y="7" width="18" height="13" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M9 7V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V7M3 12.5h18" fill="none" stroke="currentColor" strokeWidth="2" />
      </>
    ),
  },
];

const STEPS: readonly { title: MessageKey; text: MessageKey }[] = [
  { title: 'home.stepAccountTitle', text: 'home.stepAccountText' },
  { title: 'home.stepFindTitle', text: 'home.stepFindText' },
  { title: 'home.stepApplyTitle', text: 'home.stepApplyText' },
];

export function WhyUs() {
  const t = useT();
  return (
    <HomeSection id="why-title" title={t('home.whyTitle')} intro={t('home.whyIntro')}>
      <ul className="value-grid">
        {VALUES.map((v) => (
          <li key={v.title} className="value-card">
            <span className="value-card__icon" aria-hidden="true">
              <svg viewBox="0 0 24 24" width="26" height="26" focusable="false">
                {v.icon}
              </svg>
            </span>
            <h3>{t(v.title)}</h3>
            <p>{t(v.text)}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

export function HowItWorks() {
  const t = useT();
  return (
    <HomeSection id="how-title" title={t('home.howTitle')}>
      <ol className="steps">
        {STEPS.map((s, i) => (
          <li key={s.title} className="step">
            <span className="step__number" aria-hidden="true">
              {i + 1}
            </span>
            <h3>{t(s.title)}</h3>
            <p>{t(s.text)}</p>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
