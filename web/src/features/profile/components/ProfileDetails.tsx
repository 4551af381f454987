/** The profile as read: name, email, a masked password and the phone, with Edit and the role's own list. */
import { formatPhone } from '@jobsearch/domain/phone';
import type { UserProfile } from '@jobsearch/domain/schemas';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n';
import { PATHS } from '../../../lib/util/paths';
import { isPhoneProved } from '../../../lib/session/proved-phone';
import { MASKED_PASSWORD } from '../model/profile-logic';

export function ProfileDetails({ profile, authPhone, onEdit }: { profile: UserProfile; authPhone: string | null; onEdit: () => void }) {
  const t = useT();
  return (
    <>
      <dl className="profile-details profile-details--account">
        <div>
          <dt>{t('profile.name')}</dt>
          <dd>{profile.name}</dd>
        </div>
        <div>
          <dt>{t('profile.email')}</dt>
          <dd>{profile.email || <span className="muted">{t('profile.addEmailHint')}</span>}</dd>
        </div>
        {profile.email ? (
          <div>
            <dt>{t('profile.passwordRow')}</dt>
            <dd aria-label={t('profile.passwordHidden')}>{MASKED_PASSWORD}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('profile.phone')}</dt>
          <dd>{formatPhone(profile.phoneNumber)}</dd>
        </div>
      </dl>
      {isPhoneProved(authPhone, profile) ? null : (
        <p className="error-text profile-unverified" role="alert">
          {t('ui.verifyPhoneInProfile')}
        </p>
      )}
      <div className="profile-actions">
        <button type="button" className="button" onClick={onEdit}>
          {t('profile.edit')}
        </button>
        {profile.role === 'jobseeker' ? (
          <Link to={PATHS.myApplications} className="button button--secondary">
            {t('profile.myApplications')}
          </Link>
        ) : null}
        {profile.role === 'employer' ? (
          <Link to={PATHS.postedJobs} className="button button--secondary">
            {t('profile.myJobs')}
          </Link>
        ) : null}
      </div>
    </>
  );
}
