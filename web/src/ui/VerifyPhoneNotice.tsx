/** Shown where a proved phone is needed (posting, applying) to an account that has not proved one yet. */
import { MESSAGES } from '@jobsearch/domain/messages';
import { Link } from 'react-router-dom';
import { PATHS } from '../lib/paths';

export function VerifyPhoneNotice() {
  return (
    <div className="card verify-phone-notice" role="alert">
      <p>{MESSAGES.verifyPhoneInProfile}</p>
      <Link to={PATHS.profile} className="button">
        Go to Profile
      </Link>
    </div>
  );
}
