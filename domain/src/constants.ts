/** Phone and OTP constants of spec section 9 (kept apart so importing them costs no phone metadata). */
export const MIN_PHONE_LENGTH_FOR_OTP = 10;
export const OTP_MIN_LENGTH = 6;
export const DEFAULT_COUNTRY_CODE = '+91';
