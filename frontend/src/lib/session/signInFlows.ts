/**
 * The sign-in flows, as one chunk that the session loads with the first sign-in (and /auth as soon
 * as the visitor moves into the page): no page's first paint needs them.
 */
export { sendPasswordReset, signInWithEmail, signUpWithEmail } from './flows/email';
export { googleIdToken, signInWithGoogle } from './flows/google';
export { loginWithPassword, register } from './flows/password';
