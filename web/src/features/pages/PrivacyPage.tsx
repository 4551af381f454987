import { PRIVACY_EFFECTIVE_DATE } from '@jobsearch/domain/helpers';
import { POSTAL_ADDRESS, SUPPORT_EMAIL } from '../../lib/contact';
import './pages.css';

/** Privacy policy, effective May 17, 2025. */
export default function PrivacyPage() {
  return (
    <article className="info-page legal">
      <header className="info-hero">
        <p className="eyebrow">Legal</p>
        <h1>Privacy Policy</h1>
        <p>Effective date: {PRIVACY_EFFECTIVE_DATE}</p>
      </header>

      <div className="legal__body info-card">
        <p>
          This policy explains what information JobSearch India collects when you use the site, how we use it, with whom we share it and the choices you have.
        </p>

        <section aria-labelledby="p-1">
          <h2 id="p-1">1. Information we collect</h2>
          <ul>
            <li>
              <strong>Name</strong>, <strong>email address</strong> and <strong>phone number</strong>, given when you create your account or edit your profile.
            </li>
            <li>
              <strong>Resume details</strong>: the resume file you upload when you apply for a job.
            </li>
            <li>
              <strong>Applications</strong>: the jobs you apply for, and for employers the jobs you post.
            </li>
            <li>
              <strong>Credentials</strong>: your login email and password, and the one-time passwords used to verify your mobile number. Passwords are handled
              by our authentication provider and are never stored in readable form.
            </li>
          </ul>
        </section>

        <section aria-labelledby="p-2">
          <h2 id="p-2">2. How we use your information</h2>
          <ul>
            <li>To create and secure your account, and to sign you in.</li>
            <li>To show you jobs and to send your applications to the employers you choose.</li>
            <li>To let employers publish and manage their job listings.</li>
            <li>To keep the platform safe, to prevent misuse and to answer your support requests.</li>
          </ul>
        </section>

        <section aria-labelledby="p-3">
          <h2 id="p-3">3. Sharing with employers</h2>
          <p>
            When you apply for a job, the employer who posted it can see your name, email address, phone number and resume. We do not share your application
            with other employers.
          </p>
        </section>

        <section aria-labelledby="p-4">
          <h2 id="p-4">4. We do not sell your data</h2>
          <p>We do not sell, rent or trade your personal information to anyone.</p>
        </section>

        <section aria-labelledby="p-5">
          <h2 id="p-5">5. Security</h2>
          <p>
            Your data is sent over encrypted connections and stored with access rules that let only you, the employers you apply to and our administrators see
            it. No method of storage is perfectly secure, but we work to protect your information and review our safeguards regularly.
          </p>
        </section>

        <section aria-labelledby="p-6">
          <h2 id="p-6">6. Your rights</h2>
          <p>
            You have the right to access, correct or delete your data on request. You can correct your name, email, phone number and password on your profile at
            any time. To receive a copy of your data or to have it deleted, write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
          </p>
        </section>

        <section aria-labelledby="p-7">
          <h2 id="p-7">7. Changes to this policy</h2>
          <p>If we change this policy we will publish the new version on this page with its effective date.</p>
        </section>

        <section aria-labelledby="p-8">
          <h2 id="p-8">8. Contact us</h2>
          <p>
            Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or write to us at {POSTAL_ADDRESS.join(' ')}
          </p>
        </section>
      </div>
    </article>
  );
}
