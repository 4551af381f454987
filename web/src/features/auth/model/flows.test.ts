import { MESSAGES } from '@jobsearch/domain/messages';
import { english } from '@jobsearch/domain/i18n/english';
import { describe, expect, it } from 'vitest';
import {
  canSendOtp,
  canSignUp,
  canVerifyForgotOtp,
  canVerifyOtp,
  errorCode,
  forgotStep,
  fromState,
  homeFor,
  initialOtp,
  loginErrorMessage,
  newPasswordProblem,
  otpConfirmErrorMessage,
  otpReducer,
  otpStep,
  phoneForOtp,
  redirectAfterLogin,
  registrationErrorMessage,
  returnPathOf,
  roleImpliedBy,
  showsOtpInput,
  verifyProblem,
  isEmailInUse,
  type OtpAction,
  type OtpState,
} from './flows';

const run = (actions: OtpAction[], from: OtpState = initialOtp) => actions.reduce(otpReducer, from);

describe('phoneForOtp', () => {
  it('refuses fewer than 10 characters', () => {
    expect(phoneForOtp('98765')).toBeNull();
    expect(phoneForOtp('+9198765')).toBeNull();
    expect(phoneForOtp('')).toBeNull();
    expect(phoneForOtp(undefined)).toBeNull();
  });
  it('prepends +91 to a number without a leading +', () => {
    expect(phoneForOtp('9876543210')).toBe('+919876543210');
  });
  it('keeps a number in international format', () => {
    expect(phoneForOtp('+919876543210')).toBe('+919876543210');
    expect(phoneForOtp('+91 98765 43210')).toBe('+919876543210');
    expect(phoneForOtp('+14155552671')).toBe('+14155552671');
  });
});

describe('sign-up OTP state machine', () => {
  it('goes not sent -> sent -> verified and only then enables Sign Up', () => {
    let s = run([{ type: 'send', phone: '+919876543210' }]);
    expect(s.phase).toBe('sending');
    expect(canSignUp(s)).toBe(false);
    s = run([{ type: 'sent' }], s);
    expect(showsOtpInput(s)).toBe(true);
    expect(canSignUp(s)).toBe(false);
    s = run([{ type: 'code', code: '12 34-56' }, { type: 'verify' }, { type: 'verified' }], s);
    expect(s).toEqual({ phase: 'verified', phone: '+919876543210', code: '123456' });
    expect(canSignUp(s)).toBe(true);
    expect(showsOtpInput(s)).toBe(false);
  });
  it('returns to not sent when sending fails', () => {
    expect(run([{ type: 'send', phone: '+919876543210' }, { type: 'sendFailed' }])).toEqual(initialOtp);
  });
  it('stays sent after a wrong OTP, keeping the code typed (a one-digit slip is mended, not retyped)', () => {
    const s = run([{ type: 'send', phone: '+919876543210' }, { type: 'sent' }, { type: 'code', code: '000000' }, { type: 'verify' }, { type: 'verifyFailed' }]);
    expect(s).toEqual({ phase: 'sent', phone: '+919876543210', code: '000000' });
  });
  it('reads Devanagari digits in the code as digits', () => {
    const s = run([{ type: 'send', phone: '+919876543210' }, { type: 'sent' }, { type: 'code', code: '१२३४५६' }]);
    expect(s.code).toBe('123456');
  });
  it('allows resending once sent but not while sending or verified', () => {
    expect(canSendOtp(initialOtp)).toBe(true);
    expect(canSendOtp(run([{ type: 'send', phone: '+919876543210' }]))).toBe(false);
    expect(canSendOtp(run([{ type: 'send', phone: '+919876543210' }, { type: 'sent' }]))).toBe(true);
    const verified = run([{ type: 'send', phone: '+919876543210' }, { type: 'sent' }, { type: 'verify' }, { type: 'verified' }]);
    expect(canSendOtp(verified)).toBe(false);
  });
  it('forgets a verification when the phone number changes', () => {
    const verified = run([{ type: 'send', phone: '+919876543210' }, { type: 'sent' }, { type: 'verify' }, { type: 'verified' }]);
    expect(otpReducer(verified, { type: 'phoneChanged', phone: '+919876543210' })).toBe(verified);
    expect(otpReducer(verified, { type: 'phoneChanged', phone: '+919876543211' })).toEqual(initialOtp);
    expect(otpReducer(verified, { type: 'phoneChanged', phone: null })).toEqual(initialOtp);
  });
  it('ignores out-of-order events', () => {
    expect(otpReducer(initialOtp, { type: 'verified' })).toBe(initialOtp);
    expect(otpReducer(initialOtp, { type: 'code', code: '1' })).toBe(initialOtp);
  });
  it('enables Verify OTP only once sent and with 6 characters, like the forgot flow', () => {
    const sent = run([{ type: 'send', phone: '+919876543210' }, { type: 'sent' }]);
    expect(canVerifyOtp(sent)).toBe(false);
    expect(canVerifyOtp(otpReducer(sent, { type: 'code', code: '12345' }))).toBe(false);
    const six = otpReducer(sent, { type: 'code', code: '123456' });
    expect(canVerifyOtp(six)).toBe(true);
    expect(canVerifyOtp(otpReducer(six, { type: 'verify' }))).toBe(false);
    expect(canVerifyOtp(run([{ type: 'code', code: '123456' }]))).toBe(false);
  });
  it('resends to the same number keeping the OTP input; a new OTP clears the code, a failed resend keeps the earlier one', () => {
    const sent = run([{ type: 'send', phone: '+919876543210' }, { type: 'sent' }, { type: 'code', code: '123' }]);
    const resending = otpReducer(sent, { type: 'send', phone: '+919876543210' });
    expect(resending).toEqual({ phase: 'resending', phone: '+919876543210', code: '123' });
    expect(showsOtpInput(resending)).toBe(true);
    expect(canSendOtp(resending)).toBe(false);
    expect(canVerifyOtp(otpReducer(resending, { type: 'code', code: '123456' }))).toBe(false);
    expect(otpReducer(resending, { type: 'sent' })).toEqual({ phase: 'sent', phone: '+919876543210', code: '' });
    expect(otpReducer(resending, { type: 'sendFailed' })).toEqual({ phase: 'sent', phone: '+919876543210', code: '123' });
    expect(otpReducer(resending, { type: 'phoneChanged', phone: '+919876543211' })).toEqual(initialOtp);
  });
  it('tells a stepper where the flow stands: phone, OTP, done', () => {
    expect(otpStep(initialOtp)).toBe('phone');
    expect(otpStep(run([{ type: 'send', phone: '+919876543210' }]))).toBe('phone');
    const sent = run([{ type: 'send', phone: '+919876543210' }, { type: 'sent' }]);
    expect(otpStep(sent)).toBe('otp');
    expect(otpStep(otpReducer(sent, { type: 'send', phone: '+919876543210' }))).toBe('otp');
    expect(otpStep(otpReducer(sent, { type: 'verify' }))).toBe('otp');
    expect(otpStep(run([{ type: 'verify' }, { type: 'verified' }], sent))).toBe('done');
    expect(otpStep(otpReducer(sent, { type: 'reset' }))).toBe('phone');
  });
  it('asks to request an OTP first when Verify comes before any OTP', () => {
    expect(english(verifyProblem(initialOtp)!)).toBe(MESSAGES.requestOtpFirst);
    expect(verifyProblem(run([{ type: 'send', phone: '+919876543210' }, { type: 'sent' }]))).toBeNull();
  });
});

describe('forgot password', () => {
  it('follows the OTP reducer through its steps: phone, OTP, new password', () => {
    expect(forgotStep(initialOtp)).toBe('phone');
    const sent = run([{ type: 'send', phone: '+919876543210' }, { type: 'sent' }]);
    expect(forgotStep(sent)).toBe('otp');
    expect(forgotStep(run([{ type: 'verify' }, { type: 'verified' }], sent))).toBe('password');
    // No account for this phone: back to the phone step.
    expect(forgotStep(run([{ type: 'verify' }, { type: 'reset' }], sent))).toBe('phone');
  });
  it('enables Verify OTP at 6 or more characters', () => {
    expect(canVerifyForgotOtp('12345')).toBe(false);
    expect(canVerifyForgotOtp('123456')).toBe(true);
    expect(canVerifyForgotOtp('1234567')).toBe(true);
  });
  it("says Passwords don't match before anything else", () => {
    expect(english(newPasswordProblem('abc', 'abd')!)).toBe("Passwords don't match");
    expect(english(newPasswordProblem('abc', 'abc')!)).toBe(english('validation.passwordTooShort'));
    expect(newPasswordProblem('Secret@1', 'Secret@1')).toBeNull();
  });
});

describe('redirect after login', () => {
  it('sends an employer to / and a job seeker to /jobs', () => {
    expect(homeFor('employer')).toBe('/');
    expect(homeFor('jobseeker')).toBe('/jobs');
    expect(redirectAfterLogin('employer', undefined)).toBe('/');
    expect(redirectAfterLogin('jobseeker', undefined)).toBe('/jobs');
  });
  it('goes back to the guarded page the role may open', () => {
    expect(redirectAfterLogin('jobseeker', '/Profile')).toBe('/Profile');
    expect(redirectAfterLogin('jobseeker', '/jobs?education=BE')).toBe('/jobs?education=BE');
    expect(redirectAfterLogin('employer', '/posted-jobs')).toBe('/posted-jobs');
    expect(redirectAfterLogin('employer', '/Application')).toBe('/Application');
  });
  it("never to a page the role can't open, a login page or another site", () => {
    expect(redirectAfterLogin('employer', '/jobs?education=BE')).toBe('/');
    expect(redirectAfterLogin('employer', '/my-applications')).toBe('/');
    expect(redirectAfterLogin('jobseeker', '/post-job')).toBe('/jobs');
    expect(redirectAfterLogin('jobseeker', '/application')).toBe('/jobs');
    expect(redirectAfterLogin('jobseeker', '/login')).toBe('/jobs');
    expect(redirectAfterLogin('jobseeker', '/admin')).toBe('/jobs');
    expect(redirectAfterLogin('jobseeker', '//evil.example/')).toBe('/jobs');
    expect(redirectAfterLogin('jobseeker', 'https://evil.example/')).toBe('/jobs');
    expect(redirectAfterLogin('jobseeker', 42)).toBe('/jobs');
  });
  it("comes back to a job's public page after logging in or signing up, from the state or ?next=", () => {
    expect(returnPathOf(null, '?next=%2Fjob%2Fabc123')).toBe('/job/abc123');
    expect(returnPathOf({ from: '/Profile' }, '?next=%2Fjob%2Fabc123')).toBe('/Profile');
    expect(returnPathOf(null, '')).toBeUndefined();
    expect(redirectAfterLogin('jobseeker', returnPathOf(null, '?next=%2Fjob%2Fabc123'))).toBe('/job/abc123');
    expect(redirectAfterLogin('employer', '/job/abc123')).toBe('/job/abc123');
  });
  it('never follows a ?next= off the site: other hosts, backslashes, schemes, control characters', () => {
    for (const next of [
      '//evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/job/a\u0000b',
      ' /job/x',
      '/job/\tx',
      'job/x',
      '',
    ]) {
      expect(redirectAfterLogin('jobseeker', returnPathOf(null, `?${new URLSearchParams({ next })}`)), next).toBe('/jobs');
    }
  });
  it('reads from out of the router state', () => {
    expect(fromState({ from: '/Profile' })).toBe('/Profile');
    expect(fromState(null)).toBeUndefined();
    expect(fromState({ from: 3 })).toBeUndefined();
  });
  it("chooses the role a return path makes clear: a job's Apply is a job seeker's", () => {
    expect(roleImpliedBy('/job/abc123')).toBe('jobseeker');
    expect(roleImpliedBy('/jobs?degree=BE')).toBe('jobseeker');
    expect(roleImpliedBy('/posted-jobs')).toBe('employer');
    expect(roleImpliedBy('/Profile')).toBeNull();
    expect(roleImpliedBy(undefined)).toBeNull();
    expect(roleImpliedBy('//evil.example/job/abc')).toBeNull();
  });
});

describe('auth error messages', () => {
  it('maps login failures', () => {
    expect(english(loginErrorMessage('auth/invalid-credential'))).toBe('Login failed. Please check your Email/Password.');
    expect(english(loginErrorMessage('auth/network-request-failed'))).toBe('Something went wrong. Please try again.');
  });
  it('maps registration failures and recognises a used email', () => {
    expect(english(registrationErrorMessage('auth/email-already-in-use'))).toBe('Registration failed. Please check the details and try again.');
    expect(isEmailInUse('auth/email-already-in-use')).toBe(true);
    expect(isEmailInUse('auth/credential-already-in-use')).toBe(true);
    expect(isEmailInUse('auth/weak-password')).toBe(false);
  });
  it('maps OTP confirmation failures per flow', () => {
    expect(english(otpConfirmErrorMessage('auth/invalid-verification-code'))).toBe('Invalid OTP.');
    expect(english(otpConfirmErrorMessage('auth/invalid-verification-code', true))).toBe('Invalid OTP. Please try again.');
  });
  it('reads the code of an error', () => {
    expect(errorCode({ code: 'auth/x' })).toBe('auth/x');
    expect(errorCode(new Error('plain'))).toBe('');
    expect(errorCode(null)).toBe('');
  });
});
