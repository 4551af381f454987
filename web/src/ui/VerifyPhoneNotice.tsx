/** Shown where a proved phone is needed (posting, applying) to an account that has not proved one yet. */
import { Link } from 'react-router-dom';
import { useT } from '../i18n';
import { PATHS } from '../lib/paths';

export function VerifyPhoneNotice() {
  const t = useT();
  return (
    <div className="card verify-phone-notice" role="alert">
      <p>{t('ui.verifyPhoneInProfile')}</p>
      <Link to={PATHS.profile} className="button">
        {t('ui.goToProfile')}
      </Link>
    </div>
  );
}
