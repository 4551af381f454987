/** My Profile: the profile as read, or its Edit form; a seeker's resume; the data rights. */
import type { UserProfile } from '@jobsearch/domain/schemas';
import { useState } from 'react';
import { useT, type MessageKey } from '../../i18n';
import { useSignedIn } from '../../lib/session';
import { isPhoneProved } from '../../lib/session/proved-phone';
import { PageLoading } from '../../ui/PageLoading';
import { CompanyAboutCard } from './components/CompanyAboutCard';
import { DataRights } from './components/DataRights';
import { FindMeCard } from './components/FindMeCard';
import { ProfileDetails } from './components/ProfileDetails';
import { ProfileForm } from './components/ProfileForm';
import { ProfileResume } from './components/ProfileResume';
import { WorkProfileCard } from './components/WorkProfileCard';
import { initials } from './model/profile-logic';
import './profile.css';

const ROLE_LABEL: Record<UserProfile['role'], MessageKey> = { jobseeker: 'profile.roleJobseeker', employer: 'profile.roleEmployer' };
const INTRO: Record<UserProfile['role'], MessageKey> = { jobseeker: 'profile.introJobseeker', employer: 'profile.introEmployer' };

/** My Profile: name, email, a masked password and phone; Edit, then Save. */
export default function ProfilePage() {
  const t = useT();
  const session = useSignedIn();
  const [editing, setEditing] = useState(false);
  const { profile, user, authUser } = session;

  // Editing and the data rights act on the Auth user: a restored session shows them once the SDK has confirmed it.
  if (!authUser) return <PageLoading label={t('profile.loading')} />;
  if (!profile) {
    return (
      <section className="profile">
        <header className="page-header">
          <h1>{t('common.titleProfile')}</h1>
        </header>
        <div className="card profile-card">
          <p>
            {t('profile.signedInAs')} <strong>{user.email}</strong>.
          </p>
          <p className="muted">{session.isAdmin ? t('profile.adminManaged') : session.profileLoaded ? t('profile.notFound') : t('profile.loading')}</p>
        </div>
      </section>
    );
  }

  return (
    <section className="profile">
      <header className="page-header">
        <h1>{t('common.titleProfile')}</h1>
        <p>{t(INTRO[profile.role])}</p>
      </header>
      <div className="card profile-card">
        <div className="profile-card__head">
          <span className="profile-card__avatar" aria-hidden="true">
            {initials(profile.name)}
          </span>
          <div>
            <p className="profile-card__name">{profile.name}</p>
            <span className="profile-card__role">{t(ROLE_LABEL[profile.role])}</span>
          </div>
        </div>
        {editing ? (
          <ProfileForm user={authUser} profile={profile} onDone={() => setEditing(false)} />
        ) : (
          <ProfileDetails profile={profile} authPhone={user.phoneNumber} onEdit={() => setEditing(true)} />
        )}
      </div>
      {profile.role === 'jobseeker' ? (
        <WorkProfileCard uid={user.uid} stored={profile.workProfile} phoneProved={isPhoneProved(user.phoneNumber, profile)} />
      ) : null}
      {profile.role === 'jobseeker' ? <ProfileResume uid={user.uid} /> : null}
      {profile.role === 'jobseeker' ? <FindMeCard uid={user.uid} findMe={profile.findMe} phoneProved={isPhoneProved(user.phoneNumber, profile)} /> : null}
      {profile.role === 'employer' ? <CompanyAboutCard uid={user.uid} stored={profile.companyAbout} /> : null}
      <DataRights user={authUser} profile={profile} />
    </section>
  );
}
