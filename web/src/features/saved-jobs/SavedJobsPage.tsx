/** Saved Jobs: the jobs a seeker saved, a closed one shown as closed, and their job alerts. Live. */
import { useT } from '../../i18n';
import { useSignedIn } from '../../lib/session';
import { AlertList } from './components/AlertList';
import { SavedList } from './components/SavedList';
import './saved-jobs.css';

export default function SavedJobsPage() {
  const t = useT();
  const { user } = useSignedIn();
  return (
    <section className="page saved-jobs">
      <header className="saved-jobs__header">
        <h1>{t('common.titleSavedJobs')}</h1>
        <p className="muted">{t('savedJobs.lead')}</p>
      </header>
      <SavedList uid={user.uid} />
      <AlertList uid={user.uid} />
    </section>
  );
}
