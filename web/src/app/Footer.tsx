import { Link } from 'react-router-dom';
import { useT, type MessageKey } from '../i18n';
import { LanguageControl } from './LanguageControl';
import { audienceOf } from '../lib/session/audience';
import { useSession } from '../lib/session';
import { BrandMark } from '../ui/BrandMark';
import { POSTAL_ADDRESS, SUPPORT_EMAIL } from '../lib/util/contact';
import { PATHS } from '../lib/util/paths';

const LINKS: readonly { to: string; label: MessageKey }[] = [
  { to: PATHS.home, label: 'common.navHome' },
  { to: PATHS.jobs, label: 'common.navJobs' },
  { to: PATHS.about, label: 'common.footerAboutUs' },
  { to: PATHS.terms, label: 'common.footerTerms' },
  { to: PATHS.privacy, label: 'common.footerPrivacy' },
];

/** An employer's quick links lead to their own work, not to the seekers' Jobs. */
const EMPLOYER_LINKS: readonly { to: string; label: MessageKey }[] = [
  LINKS[0]!,
  { to: PATHS.postJob, label: 'common.employerPostJob' },
  { to: PATHS.postedJobs, label: 'common.employerPostedJobs' },
  { to: PATHS.applications, label: 'common.employerApplications' },
  ...LINKS.slice(2),
];

const SOCIAL = [
  {
    name: 'LinkedIn',
    href: 'https://www.linkedin.com/',
    icon: (
      <>
        <rect x="4" y="9" width="3.2" height="11" fill="currentColor" />
        <circle cx="5.6" cy="5.4" r="1.9" fill="currentColor" />
        <path d="M10 9h3v1.6c.6-1 1.8-1.9 3.6-1.9 3 0 3.7 2 3.7 4.6V20h-3.2v-5.9c0-1.4-.3-2.6-1.8-2.6s-2.1 1.1-2.1 2.6V20H10z" fill="currentColor" />
      </>
    ),
  },
  {
    name: 'Facebook',
    href: 'https://www.facebook.com/',
    icon: <path d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21z" fill="currentColor" />,
  },
  {
    name: 'X',
    href: 'https://x.com/',
    icon: <path d="M4 4h4.6l3.9 5.4L17.2 4h2.3l-6 6.9L20.3 20h-4.6l-4.3-5.9L6.3 20H4l6.3-7.2z" fill="currentColor" />,
  },
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/',
    icon: (
      <>
        <rect x="4" y="4" width="16" height="16" rx="4.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="12" cy="12" r="3.6" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="16.9" cy="7.1" r="1.1" fill="currentColor" />
      </>
    ),
  },
] as const;

/** The footer: what the product is, how to reach the team, the legal links. */
export function Footer() {
  const t = useT();
  const year = new Date().getFullYear();
  const links = audienceOf(useSession()) === 'employer' ? EMPLOYER_LINKS : LINKS;
  return (
    <footer className="footer">
      <div className="footer__inner">
        <section className="footer__about" aria-labelledby="footer-brand">
          <p id="footer-brand" className="footer__brand">
            <BrandMark size={30} />
            <span>{t('common.siteName')}</span>
          </p>
          <p>{t('common.footerAbout')}</p>
          <ul className="footer__social" aria-label={t('common.footerSocial')}>
            {SOCIAL.map((s) => (
              <li key={s.name}>
                <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={t('common.footerSocialLink', { network: s.name })}>
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                    {s.icon}
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav className="footer__links" aria-labelledby="footer-links-title">
          <h2 id="footer-links-title" className="footer__title">
            {t('common.footerQuickLinks')}
          </h2>
          <ul>
            {links.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{t(l.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="footer__contact" aria-labelledby="footer-contact-title">
          <h2 id="footer-contact-title" className="footer__title">
            {t('common.footerContactUs')}
          </h2>
          <p>
            <span className="footer__label">{t('common.footerSupport')}</span>
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </p>
          <address>
            {POSTAL_ADDRESS.map((line) => (
              <span key={line} className="footer__address-line">
                {line}
              </span>
            ))}
          </address>
        </section>
      </div>
      <div className="footer__bottom">
        <LanguageControl className="footer__language" />
        <p>{t('common.footerRights', { year })}</p>
      </div>
    </footer>
  );
}
