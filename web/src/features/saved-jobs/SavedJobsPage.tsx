/** Saved Jobs: the jobs a seeker saved, a closed one shown as closed, and their job alerts. Live; offline, as last seen. */
import { useT } from '../../i18n';
import { useSignedIn } from '../../lib/session';
import { OfflineNotice } from '../../ui/OfflineNotice';
import { useMyAlerts, useSavedJobs } from './api/use-saved';
import { AlertList } from './components/AlertList';
import { SavedList } from './components/SavedList';
import './saved-jobs.css';

export default function SavedJobsPage() {
  const t = useT();
  const { user } = useSignedIn();
  const saved = useSavedJobs(user.uid);
  const alerts = useMyAlerts(user.uid);
  const lastSeen = (saved.status === 'ready' && saved.lastSeen) || (alerts.status === 'ready' && alerts.lastSeen);
  return (
    <section className="page saved-jobs">
      <header className="saved-jobs__header">
        <h1>{t('common.titleSavedJobs')}</h1>
        <p className="muted">{t('savedJobs.lead')}</p>
      </header>
      {lastSeen ? <OfflineNotice /> : null}
      <SavedList uid={user.uid} saved={saved} />
      <AlertList alerts={alerts} />
    </section>
  );
}
