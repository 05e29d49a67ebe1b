/**
 * The MFA and reauthentication messages of spec 001 §8, quoted exactly (the spec elides the end of
 * a few; the rest of those sentences is ours). Part of REFUSALS, so the web translates them by key.
 */
export const MFA_MESSAGES = {
  mfaEmailNotVerified: 'You must verify your email address before enabling Multi-Factor Authentication.',
  mfaEmailStillNotVerified:
    'Our system still shows that your email is still not verified. Please open the link in the verification email, then try again.',
  mfaInvalidPhone: 'Invalid phone number.',
  mfaPhoneInUse: 'This phone number is already in use by another account.',
  mfaInvalidEnrolmentCode: 'Invalid verification code. Please try again.',
  mfaIncorrectCode: 'The code you entered is incorrect. Please try again.',
  mfaEnableFailed: 'Error enabling Multi-Factor Authentication. Please try again.',
  mfaSendFailed: 'Error sending verification code',
  mfaResendFailed: 'Error resending code. Please try again later.',
  mfaVerifyFailed: 'Error verifying code. Please try again later.',
  mfaSetupFailed:
    'We could not set up Multi-Factor Authentication. Please wait at least an hour before trying again, and contact support if the problem continues.',
  reauthInvalid: 'Invalid email or password. Please try again.',
  reauthUserMismatch:
    'The account you are trying to sign in with does not match the account that is signed in. Please sign in with the same account.',
  mfaRevertLinkInvalid:
    'This link is not valid any more. Sign in and change your Multi-Factor Authentication settings instead.',
  mfaNotEnrolled: 'Multi-Factor Authentication is not turned on for this account.',
} as const;
