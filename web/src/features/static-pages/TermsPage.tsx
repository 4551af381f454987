import { Link } from 'react-router-dom';
import { useT, type MessageKey } from '../../i18n';
import { richText } from '../../i18n/rich';
import { SUPPORT_EMAIL } from '../../lib/util/contact';
import './pages.css';
import { PATHS } from '../../lib/util/paths';

/** The clauses written as plain sentences; 8 and 9 carry a link and are drawn below. */
const CLAUSES: readonly { title: MessageKey; text: MessageKey }[] = [
  { title: 'pages.terms1Title', text: 'pages.terms1' },
  { title: 'pages.terms2Title', text: 'pages.terms2' },
  { title: 'pages.terms3Title', text: 'pages.terms3' },
  { title: 'pages.terms4Title', text: 'pages.terms4' },
  { title: 'pages.terms5Title', text: 'pages.terms5' },
  { title: 'pages.terms6Title', text: 'pages.terms6' },
  { title: 'pages.terms7Title', text: 'pages.terms7' },
];

/** Terms and conditions of using the site. */
export default function TermsPage() {
  const t = useT();
  return (
    <article className="info-page legal">
      <header className="info-hero">
        <p className="eyebrow">{t('pages.legal')}</p>
        <h1>{t('pages.termsTitle')}</h1>
        <p>{t('pages.termsLead')}</p>
      </header>

      <div className="legal__body info-card">
        {CLAUSES.map((clause, index) => (
          <section key={clause.title} aria-labelledby={`t-${index + 1}`}>
            <h2 id={`t-${index + 1}`}>{t(clause.title)}</h2>
            <p>{t(clause.text)}</p>
          </section>
        ))}

        <section aria-labelledby="t-8">
          <h2 id="t-8">{t('pages.terms8Title')}</h2>
          <p>{richText(t('pages.terms8'), { 0: <Link to={PATHS.privacy} /> })}</p>
        </section>

        <section aria-labelledby="t-9">
          <h2 id="t-9">{t('pages.terms9Title')}</h2>
          <p>{richText(t('pages.terms9', { email: SUPPORT_EMAIL }), { 0: <a href={`mailto:${SUPPORT_EMAIL}`} /> })}</p>
        </section>
      </div>
    </article>
  );
}
