/** The dashboard's Logout: signs out, then goes to the admin login; a failure says so and lets them try again. */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../i18n';
import { PATHS } from '../../../lib/util/paths';
import { toast } from '../../../ui/toast';
import { logOutAdmin } from './admin-logout';

export function useAdminLogout() {
  const t = useT();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const run = async () => {
    setLeaving(true);
    try {
      await logOutAdmin();
      navigate(PATHS.adminLogin, { replace: true });
    } catch (error) {
      console.error('Logging out failed', error);
      toast.error(t('admin.networkError'));
      setLeaving(false);
    }
  };
  return { run, leaving };
}
