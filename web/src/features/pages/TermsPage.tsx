import { Link } from 'react-router-dom';
import { SUPPORT_EMAIL } from '../../lib/contact';
import './pages.css';
import { PATHS } from '../../lib/paths';

/** Terms and conditions of using the site. */
export default function TermsPage() {
  return (
    <article className="info-page legal">
      <header className="info-hero">
        <p className="eyebrow">Legal</p>
        <h1>Terms and Conditions</h1>
        <p>Please read these terms before you use JobSearch India. By creating an account or using the site you agree to them.</p>
      </header>

      <div className="legal__body info-card">
        <section aria-labelledby="t-1">
          <h2 id="t-1">1. Who we are</h2>
          <p>
            JobSearch India is an online platform that connects job seekers with employers. Job seekers can browse, filter and apply for jobs; employers can
            post jobs, manage their status and see who applied.
          </p>
        </section>

        <section aria-labelledby="t-2">
          <h2 id="t-2">2. No charges for job seekers</h2>
          <p>
            Job seekers are not charged for using JobSearch India. Creating an account, searching for jobs and applying for them is free. If a job listing is
            marked as chargeable, any charge is asked by that employer, not by JobSearch India; read the listing carefully before you apply.
          </p>
        </section>

        <section aria-labelledby="t-3">
          <h2 id="t-3">3. Accurate information</h2>
          <p>
            Users and employers must give accurate, current and complete information: your name, email address, mobile number and resume, and for employers the
            company, the role, the salary, the location and every other detail of a job. Keep this information up to date on your profile and in your listings.
          </p>
        </section>

        <section aria-labelledby="t-4">
          <h2 id="t-4">4. False information</h2>
          <p>
            Giving false or misleading information may lead to the suspension or removal of your account, your applications or your job listings, without
            notice.
          </p>
        </section>

        <section aria-labelledby="t-5">
          <h2 id="t-5">5. Employment is not guaranteed</h2>
          <p>
            JobSearch India does not guarantee employment, an interview or a job offer. Hiring decisions are made by employers alone, and we are not a party to
            any agreement between a job seeker and an employer.
          </p>
        </section>

        <section aria-labelledby="t-6">
          <h2 id="t-6">6. Employers</h2>
          <p>
            Employers may post only genuine vacancies they are hiring for, and must use applicants&apos; details only to assess their application. Listings that
            are discriminatory, unlawful or misleading will be removed.
          </p>
        </section>

        <section aria-labelledby="t-7">
          <h2 id="t-7">7. Your account</h2>
          <p>
            Keep your password and the one-time passwords (OTP) sent to your mobile number to yourself. You are responsible for what happens under your account.
            Tell us at once if you believe someone else has used it.
          </p>
        </section>

        <section aria-labelledby="t-8">
          <h2 id="t-8">8. Your data</h2>
          <p>
            How we collect, use and protect your information is described in our <Link to={PATHS.privacy}>Privacy Policy</Link>.
          </p>
        </section>

        <section aria-labelledby="t-9">
          <h2 id="t-9">9. Changes and contact</h2>
          <p>
            We may update these terms from time to time; the version on this page applies. Questions about these terms can be sent to{' '}
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
          </p>
        </section>
      </div>
    </article>
  );
}
