/**
 * Shown where a proved phone is needed (posting, applying, saving, reporting,
 * job alerts) to an account that has not proved one yet; `message` says what
 * for, when it is not posting or applying.
 */
import { Link } from 'react-router-dom';
import { useT } from '../i18n';
import { PATHS } from '../lib/util/paths';

export function VerifyPhoneNotice({ message }: { message?: string }) {
  const t = useT();
  return (
    <div className="card verify-phone-notice" role="alert">
      <p>{message ?? t('ui.verifyPhoneInProfile')}</p>
      <Link to={PATHS.profile} className="button">
        {t('ui.goToProfile')}
      </Link>
    </div>
  );
}
