/**
 * The Firebase implementation of the identity provider. This module (and the
 * firebase SDK, ~140 kB gzip) is only imported when a Firebase sign-in is
 * used, or when `auth_provider` says the user signed in with Firebase.
 */
import { getApps, initializeApp } from 'firebase/app';
import {
  GoogleAuthProvider,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
} from 'firebase/auth';
import type { FirebaseWebConfig } from '../../api/generated/types.gen';
import type { IdentityProvider } from './provider';

export function createFirebaseProvider(config: FirebaseWebConfig): IdentityProvider {
  const app =
    getApps()[0] ??
    initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId });
  const auth = getAuth(app);
  // Local development and tests talk to the Auth emulator (never in production).
  if (config.emulatorUrl && !auth.emulatorConfig) {
    connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
  }

  return {
    get currentUser() {
      return auth.currentUser;
    },
    authStateReady: () => auth.authStateReady(),
    onAuthStateChanged: (listener) => onAuthStateChanged(auth, listener),
    signInWithEmail: async (email, password) => (await signInWithEmailAndPassword(auth, email, password)).user,
    signUpWithEmail: async (email, password) => (await createUserWithEmailAndPassword(auth, email, password)).user,
    signInWithGoogle: async () => {
      const google = new GoogleAuthProvider();
      google.setCustomParameters({ prompt: 'select_account' });
      return (await signInWithPopup(auth, google)).user;
    },
    signOut: () => signOut(auth),
    sendPasswordReset: (email) => sendPasswordResetEmail(auth, email),
  };
}
