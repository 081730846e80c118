/**
 * Every user-facing text the specification fixes (requirements.md sections 2, 5 and 8), character for
 * character. Screens and server errors import them from here so a wording lives once.
 */
/** requirements.md 8: the support suffix that charting's failures share. */
const SUPPORT_SUFFIX = 'Please try again or contact support.';

export const messages = {
  noUserFound: 'No user found. Please contact support or try with a different email.',
  resetFailed: 'Something went wrong. Contact support to reset your password.',
  resetLinkSent: 'We just sent you an email, please check your inbox to reset your password.',
  emailChanged: 'Confirmation email sent! Your email has been changed.',
  joinedOffice: 'Successfully joined organization!',
  tokenSignInFailed: 'Something went wrong. Contact support to access your account',
  tokenExpired: 'This token has expired. Check your email for a new link.',
  userStatusFailed: 'Failed to verify user status.',
  locationError: 'Error getting your location. Please check your settings',
  geolocationUnavailable: 'Geolocation is not available.',
  locationDeniedNurse:
    'Your device is denying location access, which is required for getting and completing itineraries',
  locationDeniedOther: 'Your device is denying location access, which is required to use the product',
  officeLoadFailed: 'There was a problem loading data for this office',
  loadFailed: 'There was a problem while loading data',
  packingLocationFailed: 'There was a problem determining your packing & shipping location',
  accountDeleted: 'Your account has been deleted',
  accountDeleteFailed: 'An error has occurred while trying to delete your account.',
  userNotFound: 'User not found.',
  phoneUpdated: 'Your phone number has been updated',
  faxUpdated: 'Your fax number has been updated',
  phoneUpdateFailed: 'An error has occurred while trying to update your phone number.',
  procedureLoadFailed: `There was a problem loading your procedure data. ${SUPPORT_SUFFIX}`,
  notFoundTitle: 'Whoops',
  notFoundBody: "Sorry, we can't find that page.",
  chartingSaveFailed: `There was a problem saving your charting details. ${SUPPORT_SUFFIX}`,
  chartingResultProblem: `There was a problem with one of the results. ${SUPPORT_SUFFIX}`,
  // Submit for review confirms what happened and what comes next (ADR 086).
  sentForReviewTitle: 'Sent for review',
  sentForReview: 'Operations will look at your profile, work settings and documents, and email you once they decide.',
} as const;

/**
 * What a saved form says: what was saved ("Your profile is saved."), not the account's role
 * ("Nurse updated", requirements.md 8's first text), ADR 086.
 */
export const savedMessage = (what: 'profile' | 'name') => `Your ${what} is saved.`;
