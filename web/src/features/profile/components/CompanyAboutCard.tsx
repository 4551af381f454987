/**
 * Profile's "About your company" for an employer: the About their company
 * page shows, with Edit, or its form (plain text, checked by the domain's
 * schema first: too long a text changes nothing), and a link to the page.
 */
import { COMPANY_ABOUT_LABEL, companyAboutSchema } from '@jobsearch/domain/public-job';
import { labelKey } from '@jobsearch/domain/problems';
import { LIMITS } from '@jobsearch/domain/schemas';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n';
import { publicCompanyPagePath } from '../../../lib/util/paths';
import { Field } from '../../../ui/Field';
import { toast } from '../../../ui/toast';
import { saveCompanyAbout } from '../api/company-about';

export function CompanyAboutCard({ uid, stored }: { uid: string; stored: string | undefined }) {
  const t = useT();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const about = stored?.trim() ?? '';

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const check = companyAboutSchema.safeParse(draft ?? '');
    if (!check.success) {
      setError(check.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    try {
      await saveCompanyAbout(uid, check.data);
      toast.success(t('profile.companyAboutSaved'));
      setDraft(null);
    } catch (failure) {
      console.error('Saving the company About failed', failure);
      toast.error(t('profile.companyAboutFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card profile-card profile-company" aria-labelledby="company-about-title" data-testid="company-about">
      <h2 id="company-about-title">{t('profile.companyTitle')}</h2>
      <p className="muted">{t('profile.companyIntro', { max: LIMITS.companyAbout })}</p>
      {draft === null ? (
        <>
          <p className={about ? 'profile-company__about' : 'muted'}>{about || t('profile.companyAboutNone')}</p>
          <div className="profile-actions">
            {/* Its own name: Profile's details have an Edit of their own. */}
            <button type="button" className="button" onClick={() => setDraft(about)}>
              {t('profile.editCompanyAbout')}
            </button>
            <Link className="button button--secondary" to={publicCompanyPagePath(uid)}>
              {t('profile.companyPage')}
            </Link>
          </div>
        </>
      ) : (
        <form onSubmit={save} noValidate>
          <Field
            id="company-about"
            label={t(labelKey(COMPANY_ABOUT_LABEL))}
            error={error}
            hint={t('profile.companyAboutLeft', { n: LIMITS.companyAbout - draft.length })}
          >
            {(control) => (
              <textarea
                {...control}
                rows={5}
                value={draft}
                maxLength={LIMITS.companyAbout}
                onChange={(event) => {
                  setDraft(event.target.value);
                  setError(undefined);
                }}
              />
            )}
          </Field>
          <div className="profile-actions">
            <button type="submit" className="button" disabled={busy}>
              {busy ? t('ui.saving') : t('profile.save')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setDraft(null)} disabled={busy}>
              {t('ui.cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
