/**
 * Whether the signed-in account proved its profile's phone by OTP: the rules'
 * hasProvedPhone() compares the profile's number with the ID token's
 * phone_number, which is the Auth user's phoneNumber. An account registered
 * through the API has the number in its profile only (docs/decisions.md).
 */
export function isPhoneProved(authPhone: string | null, profile: { phoneNumber: string } | null): boolean {
  return !!profile && !!authPhone && authPhone === profile.phoneNumber;
}
