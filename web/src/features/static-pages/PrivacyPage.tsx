import { PRIVACY_EFFECTIVE_DATE } from '@jobsearch/domain/helpers';
import { useLanguage, useT, type MessageKey } from '../../i18n';
import { richText } from '../../i18n/rich';
import { POSTAL_ADDRESS, SUPPORT_EMAIL } from '../../lib/util/contact';
import { formatDate } from '../../lib/util/dates';
import './pages.css';

/** The day the policy took effect (PRIVACY_EFFECTIVE_DATE, "May 17, 2025", as a calendar day). */
export const PRIVACY_EFFECTIVE_DAY = '2025-05-17';

const USES: readonly MessageKey[] = ['pages.privacy2Account', 'pages.privacy2Jobs', 'pages.privacy2Employers', 'pages.privacy2Safety'];

/** The plain sections 3 to 5: title and text. */
const SECTIONS: readonly { title: MessageKey; text: MessageKey }[] = [
  { title: 'pages.privacy3Title', text: 'pages.privacy3' },
  { title: 'pages.privacy4Title', text: 'pages.privacy4' },
  { title: 'pages.privacy5Title', text: 'pages.privacy5' },
];

const mail = <a href={`mailto:${SUPPORT_EMAIL}`} />;

/** Privacy policy, effective May 17, 2025. */
export default function PrivacyPage() {
  const t = useT();
  // English keeps the spec's words, "May 17, 2025"; Hindi and Marathi write the day as their dates read.
  const effective = useLanguage() === 'en' ? PRIVACY_EFFECTIVE_DATE : formatDate(PRIVACY_EFFECTIVE_DAY);
  return (
    <article className="info-page legal">
      <header className="info-hero">
        <p className="eyebrow">{t('pages.legal')}</p>
        <h1>{t('pages.privacyTitle')}</h1>
        <p>{t('pages.effectiveDate', { date: effective })}</p>
      </header>

      <div className="legal__body info-card">
        <p>{t('pages.privacyIntro')}</p>

        <section aria-labelledby="p-1">
          <h2 id="p-1">{t('pages.privacy1Title')}</h2>
          <ul>
            <li>{richText(t('pages.privacy1Contact'), { 0: <strong />, 1: <strong />, 2: <strong /> })}</li>
            <li>{richText(t('pages.privacy1Resume'), { 0: <strong /> })}</li>
            <li>{richText(t('pages.privacy1Applications'), { 0: <strong /> })}</li>
            <li>{richText(t('pages.privacy1Credentials'), { 0: <strong /> })}</li>
          </ul>
        </section>

        <section aria-labelledby="p-2">
          <h2 id="p-2">{t('pages.privacy2Title')}</h2>
          <ul>
            {USES.map((use) => (
              <li key={use}>{t(use)}</li>
            ))}
          </ul>
        </section>

        {SECTIONS.map((section, index) => (
          <section key={section.title} aria-labelledby={`p-${index + 3}`}>
            <h2 id={`p-${index + 3}`}>{t(section.title)}</h2>
            <p>{t(section.text)}</p>
          </section>
        ))}

        <section aria-labelledby="p-6">
          <h2 id="p-6">{t('pages.privacy6Title')}</h2>
          <p>{richText(t('pages.privacy6', { email: SUPPORT_EMAIL }), { 0: mail })}</p>
        </section>

        <section aria-labelledby="p-7">
          <h2 id="p-7">{t('pages.privacy7Title')}</h2>
          <p>{t('pages.privacy7')}</p>
        </section>

        <section aria-labelledby="p-8">
          <h2 id="p-8">{t('pages.privacy8Title')}</h2>
          <p>{richText(t('pages.privacy8', { email: SUPPORT_EMAIL, address: POSTAL_ADDRESS.join(' ') }), { 0: mail })}</p>
        </section>
      </div>
    </article>
  );
}
