/** What Home offers to start with: an employer's three tiles, or everyone else's jobs by education. */
import { EDUCATION_FILTERS } from '@jobsearch/domain/education';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n';
import { EMPLOYER_TILES, educationTarget } from '../model/home-nav';
import { HomeSection } from './HomeSection';

export function EmployerTiles() {
  const t = useT();
  return (
    <HomeSection id="hiring-title" title={t('home.employerHomeTitle')} intro={t('home.employerHomeIntro')}>
      <ul className="hiring-grid">
        {EMPLOYER_TILES.map((tile) => (
          <li key={tile.to}>
            <Link to={tile.to} className="education-card hiring-card">
              <span className="education-card__label">{t(tile.title)}</span>
              <span className="hiring-card__text">{t(tile.text)}</span>
              <span className="education-card__more" aria-hidden="true">
                {t('home.employerTileMore')} →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

export function EducationChoices({ go }: { go: (target: string) => void }) {
  const t = useT();
  return (
    <HomeSection id="education-title" title={t('home.educationTitle')} intro={t('home.educationIntro')}>
      <div className="education-grid">
        {EDUCATION_FILTERS.map((e) => (
          <button key={e.value} type="button" className="education-card" onClick={() => go(educationTarget(e.value))}>
            <svg className="education-card__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
              <path d="M2.5 9 12 4.5 21.5 9 12 13.5z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
              <path d="M6.5 11v4.5c0 1.3 2.5 3 5.5 3s5.5-1.7 5.5-3V11M21.5 9v5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
            <span className="education-card__label">{t(`home.education:${e.value}`)}</span>
            <span className="education-card__more" aria-hidden="true">
              {t('home.viewJobs')} →
            </span>
          </button>
        ))}
      </div>
    </HomeSection>
  );
}
