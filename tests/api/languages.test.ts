// Texts the server writes come from the catalogs, in the reader's language
// when it is known: the public job page by the language chosen on the site
// (the __session cookie), else the browser's Accept-Language; a mail by the
// language on its recipient's users document (the site writes it); else English.
// The API's own answers stay English, written from the English catalog.
import { afterEach, describe, expect, it } from 'vitest';
import { doc, updateDoc } from 'firebase/firestore';
import hindiJobPage from '@jobsearch/domain/i18n/catalogs/jobPage/hi';
import marathiJobPage from '@jobsearch/domain/i18n/catalogs/jobPage/mr';
import englishJobPage from '@jobsearch/domain/i18n/catalogs/jobPage/en';
import { notificationIds } from '@jobsearch/domain';
import { writeNotification } from '@jobsearch/domain/notification-text';
import { notificationWriter, translator } from '../../functions/src/i18n/translate';
import { adminDb, BASE_URL, closeWebSdks, createUser, eventually, seedApplication, seedJob, unique, webSdkAs } from '../support';
import { call, readDoc } from './helpers';

afterEach(closeWebSdks);

async function page(path: string, language?: string, cookie?: string): Promise<{ status: number; headers: Headers; html: string }> {
  const headers: Record<string, string> = { accept: 'text/html' };
  if (language) headers['accept-language'] = language;
  if (cookie) headers.cookie = cookie;
  const response = await fetch(`${BASE_URL}${path}`, { redirect: 'manual', headers });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** The server-rendered article (the app's markup replaces it in a browser). */
const article = (html: string) => /<div id="root" data-prerendered="job">([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';

describe('the public job page in the reader’s language', () => {
  it('a Hindi browser gets the page in Hindi, a Marathi one in Marathi, any other the English page', async () => {
    const employer = await createUser({ role: 'employer' });
    const jobId = await seedJob(employer.uid, { companyName: `Shakti ${unique('co')}`, jobRole: 'Welder', city: 'Nashik' });
    const [english, none, hindi, marathi] = await Promise.all([
      page(`/job/${jobId}`, 'en-IN,en;q=0.9'),
      page(`/job/${jobId}`),
      page(`/job/${jobId}`, 'hi-IN,hi;q=0.9,en;q=0.8'),
      page(`/job/${jobId}`, 'fr;q=0.9, mr;q=0.8'),
    ]);
    for (const answer of [english, none, hindi, marathi]) expect(answer.status).toBe(200);
    // English readers get what they always got.
    expect(article(none.html)).toBe(article(english.html));
    expect(english.html).toContain('<html lang="en-IN"');
    expect(article(english.html)).toContain(`<dt>${englishJobPage.companyName}</dt>`);
    expect(article(english.html)).toContain(`>${englishJobPage.apply}</a>`);

    expect(hindi.html).toContain('<html lang="hi-IN"');
    expect(article(hindi.html)).toContain(`<dt>${hindiJobPage.companyName}</dt>`);
    expect(article(hindi.html)).toContain(`>${hindiJobPage.apply}</a>`);
    expect(article(hindi.html)).toContain(hindiJobPage.similarJobs);
    expect(article(hindi.html)).not.toContain(englishJobPage.companyName);

    expect(marathi.html).toContain('<html lang="mr-IN"');
    expect(article(marathi.html)).toContain(`<dt>${marathiJobPage.companyName}</dt>`);
    // A shared cache keeps one copy per language.
    expect(hindi.headers.get('vary') ?? '').toMatch(/Accept-Language/i);
  });

  it('the language chosen on the site (the __session cookie) comes before the browser’s', async () => {
    const employer = await createUser({ role: 'employer' });
    const jobId = await seedJob(employer.uid, { companyName: `Shakti ${unique('co')}`, jobRole: 'Welder', city: 'Nashik' });
    const [marathiChoice, englishChoice, unknownChoice] = await Promise.all([
      page(`/job/${jobId}`, 'hi-IN,hi;q=0.9', '__session=mr'),
      page(`/job/${jobId}`, 'hi-IN,hi;q=0.9', 'theme=dark; __session=en'),
      page(`/job/${jobId}`, 'hi-IN,hi;q=0.9', '__session=fr'),
    ]);
    expect(marathiChoice.html).toContain('<html lang="mr-IN"');
    expect(article(marathiChoice.html)).toContain(`<dt>${marathiJobPage.companyName}</dt>`);
    expect(englishChoice.html).toContain('<html lang="en-IN"');
    expect(article(englishChoice.html)).toContain(`<dt>${englishJobPage.companyName}</dt>`);
    // A cookie naming none of the site's languages leaves the browser's choice.
    expect(unknownChoice.html).toContain('<html lang="hi-IN"');
    // Caches keep one copy per cookie and per Accept-Language (Hosting's CDN keys on __session itself).
    expect(marathiChoice.headers.get('vary') ?? '').toMatch(/Accept-Language/i);
    expect(marathiChoice.headers.get('vary') ?? '').toMatch(/Cookie/i);
  });

  it('a closed job says so in Hindi to a Hindi browser', async () => {
    const employer = await createUser({ role: 'employer' });
    const jobId = await seedJob(employer.uid);
    await adminDb().doc(`jobs/${jobId}`).update({ status: 'Inactive' });
    const closed = await page(`/job/${jobId}`, 'hi');
    expect(closed.status).toBe(410);
    expect(closed.html).toContain(hindiJobPage.closedHeading);
    expect(closed.html).toContain(hindiJobPage.closedText);
  });
});

/**
 * A new application to an employer with a verified email whose users document says `language`: the mail
 * they are sent, and its id. `by: 'site'` writes the language as the site does (the web SDK, signed in as
 * the employer, under the rules); else the Admin SDK writes it (a value the rules would refuse).
 */
async function newApplicationMail(language: string, by: 'site' | 'admin' = 'admin') {
  const [employer, seeker] = await Promise.all([createUser({ role: 'employer', emailVerified: true }), createUser({ role: 'jobseeker' })]);
  if (by === 'site') await updateDoc(doc(await webSdkAs(employer), 'users', employer.uid), { language });
  else await adminDb().doc(`users/${employer.uid}`).update({ language });
  const applicationId = await seedApplication({ jobId: await seedJob(employer.uid), seeker, employerId: employer.uid });
  const id = notificationIds.application(applicationId);
  let mail: Record<string, any> | null = null;
  await eventually('the employer’s mail', async () => (mail = await readDoc(`mail/${id}`)) !== null);
  return { id, seeker, message: mail!.message as { subject: string; text: string } };
}

describe('mail in the recipient’s language', () => {
  it('an employer who chose Hindi on the site gets the new-application mail in Hindi; the notification keeps English', async () => {
    const { id, seeker, message } = await newApplicationMail('hi', 'site');
    const params = { jobTitle: 'Electrician', applicantName: seeker.name, companyName: 'Acme' };
    const inHindi = writeNotification('application', params, notificationWriter('hi'));
    expect(message.subject).toBe(inHindi.title);
    expect(message.subject).toMatch(/[\u0900-\u097F]/);
    expect(message.text).toContain(inHindi.body);
    expect(message.text).toContain(translator('hi')('notifications.mailOpenSite', { url: 'http://localhost:5000/Application' }));
    const note = await readDoc(`notifications/${id}`);
    expect(note).toMatchObject({ title: writeNotification('application', params, notificationWriter('en')).title, params });
  });

  it('a seeker who chose Marathi gets a status mail in Marathi: the status, the listed role and the reason by their labels', async () => {
    const [employer, seeker] = await Promise.all([createUser({ role: 'employer' }), createUser({ role: 'jobseeker', emailVerified: true })]);
    await adminDb().doc(`users/${seeker.uid}`).update({ language: 'mr' });
    const jobId = await seedJob(employer.uid, { jobRole: 'Delivery Boy', companyName: 'Acme' });
    const applicationId = await seedApplication({ jobId, seeker, employerId: employer.uid, jobTitle: 'Delivery Boy' });
    await adminDb().doc(`applications/${applicationId}`).update({ status: 'Not selected', notSelectedReason: 'Position filled' });
    const id = notificationIds.status(applicationId, 'Not selected');
    let mail: Record<string, any> | null = null;
    await eventually('the seeker’s mail', async () => (mail = await readDoc(`mail/${id}`)) !== null);
    const params = { jobTitle: 'Delivery Boy', companyName: 'Acme', status: 'Not selected', reason: 'Position filled' };
    const inMarathi = writeNotification('status', params, notificationWriter('mr'));
    expect(mail!.message.subject).toBe(inMarathi.title);
    expect(mail!.message.text).toContain(inMarathi.body);
    expect(inMarathi.body).toContain('डिलिव्हरी बॉय');
    expect(inMarathi.body).toContain('जागा भरली');
    expect(mail!.message.text).not.toContain('Delivery Boy');
    // The notification itself keeps English; the bell writes it again in the reader's language.
    expect((await readDoc(`notifications/${id}`))!.title).toBe(writeNotification('status', params, notificationWriter('en')).title);
  });

  it('a recipient whose stored language the site does not have gets English', async () => {
    const { seeker, message } = await newApplicationMail('fr');
    expect(message.subject).toBe('New application for Electrician');
    expect(message.text).toContain(`${seeker.name} applied for Electrician at Acme.`);
    expect(message.text).toContain('Open JobSearch India: http://localhost:5000/Application');
  });
});

describe('the API answers in English, from the English catalog', () => {
  it('a bad registration names each field in the words of the spec', async () => {
    const answer = await call('POST', '/api/auth/register', {
      body: { name: '', email: 'not-an-email', password: '1', phoneNumber: '+919812345678', role: 'jobseeker' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      code: 'invalid_input',
      message: 'Some fields are missing or invalid.',
      details: { name: 'Full Name is required.', email: 'Please enter a valid email address.', password: 'Password must be at least 6 characters.' },
    });
  });
});
