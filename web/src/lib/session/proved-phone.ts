/**
 * Whether the signed-in account proved its profile's phone by OTP: the rules'
 * hasProvedPhone() compares the profile's number with the ID token's
 * phone_number, which is the Auth user's phoneNumber. An account registered
 * through the API has the number in its profile only (docs/decisions.md).
 */
export function isPhoneProved(authPhone: string | null, profile: { phoneNumber: string } | null): boolean {
  return !!profile && !!authPhone && authPhone === profile.phoneNumber;
}

/**
 * Whether the account is known not to have proved its phone. While the profile is
 * still loading (a restored session draws before its read answers) the answer is
 * not known, and a save or alert is tried: the rules refuse it if the phone is unproved.
 */
export function isPhoneKnownUnproved(session: {
  user: { phoneNumber: string | null };
  profile: { phoneNumber: string } | null;
  profileLoaded: boolean;
}): boolean {
  return session.profileLoaded && !isPhoneProved(session.user.phoneNumber, session.profile);
}
