/** Texts of spec §5 and §8, verbatim. */
export const MESSAGES = {
  invalidCredentials: 'Invalid credentials',
  registrationFailed: 'Registration failed. Please try again.',
  registrationFailedStatus: (status: number, statusText: string) => `Registration failed: ${status} ${statusText}`,
  invalidResponse: 'Server returned invalid response format',
  tooManySignIns: (time: string) => `Too many sign-in attempts. Please try again after ${time}.`,
  tooManyRegistrations:
    'Too many registration attempts. Please try again later or use a different authentication method.',
  popupClosed: 'Sign-in window was closed. Please try again and keep the window open until completion.',
  noUser: 'No user is logged in',
  activityServerError: (status: number) => `Server error: ${status}`,
  activityFailed: 'Failed to track activity',
  providerUnavailable: 'Email and Google sign-in are not available on this server.',
} as const;

/** Toast titles (and fixed descriptions) of spec §8, verbatim. */
export const TOASTS = {
  loginSuccessful: { title: 'Login successful', description: 'Welcome back!' },
  registrationSuccessful: { title: 'Registration successful', description: 'Your account has been created!' },
  logoutSuccessful: { title: 'Logout successful', description: 'You have been logged out' },
  loggedOut: 'Logged out',
  passwordResetSent: 'Password reset email sent',
  profileUpdated: 'Profile updated',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  logoutFailed: 'Logout failed',
  signInRateLimited: 'Sign-in rate limited',
  registrationRateLimited: 'Registration rate limited',
  googleLoginFailed: 'Google login failed',
  passwordResetFailed: 'Password reset failed',
  profileUpdateFailed: 'Profile update failed',
} as const;
