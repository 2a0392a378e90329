import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { cert, deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { randomBytes } from 'node:crypto';
import { AppConfig } from '../../../../platform/config/app-config.js';

/**
 * The one firebase-admin app of this instance (when Firebase is configured), shared by the
 * token verifier and the identity directory. With FIREBASE_AUTH_EMULATOR_HOST (local and tests
 * only; the configuration refuses it in production) it talks to the Auth emulator.
 */
@Injectable()
export class FirebaseAdmin implements OnApplicationShutdown {
  private readonly app?: App;
  /** Undefined when Firebase is not configured. */
  readonly auth?: Auth;
  /** Talking to the Auth emulator, whose ID tokens carry no signature. */
  readonly emulated: boolean;

  constructor(config: AppConfig) {
    const firebase = config.firebase;
    this.emulated = !!firebase?.emulatorHost;
    if (!firebase) return;
    if (firebase.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = firebase.emulatorHost;
    else delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    this.app = initializeApp(
      {
        projectId: firebase.projectId,
        ...(firebase.serviceAccountJson ? { credential: cert(JSON.parse(firebase.serviceAccountJson)) } : {}),
      },
      `devpath-${randomBytes(4).toString('hex')}`,
    );
    this.auth = getAuth(this.app);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.app) await deleteApp(this.app);
  }
}

/** firebase-admin's answer for a uid it does not know. */
export const isUnknownUser = (error: unknown): boolean => (error as { code?: string }).code === 'auth/user-not-found';
