import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { cert, deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { randomBytes } from 'node:crypto';
import { AppConfig } from '../../../../platform/config/app-config.js';
import { IdentityDirectory, type IdentityRecord } from '../../application/identity-directory.js';

const isUnknownUser = (error: unknown) => (error as { code?: string }).code === 'auth/user-not-found';

/** Firebase Auth's user records through firebase-admin (the emulator locally and in tests). */
@Injectable()
export class FirebaseIdentityDirectory extends IdentityDirectory implements OnApplicationShutdown {
  private readonly app?: App;
  private readonly auth?: Auth;

  constructor(config: AppConfig) {
    super();
    const firebase = config.firebase;
    if (!firebase) return;
    if (firebase.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = firebase.emulatorHost;
    this.app = initializeApp(
      {
        projectId: firebase.projectId,
        ...(firebase.serviceAccountJson ? { credential: cert(JSON.parse(firebase.serviceAccountJson)) } : {}),
      },
      `devpath-directory-${randomBytes(4).toString('hex')}`,
    );
    this.auth = getAuth(this.app);
  }

  async describe(uid: string): Promise<IdentityRecord | null> {
    if (!this.auth) return null;
    try {
      const user = await this.auth.getUser(uid);
      return { providers: user.providerData.map((p) => p.providerId), ...(user.email ? { email: user.email } : {}) };
    } catch (error) {
      if (isUnknownUser(error)) return null;
      throw error;
    }
  }

  async revokeSessions(uid: string): Promise<void> {
    if (!this.auth) return;
    try {
      await this.auth.revokeRefreshTokens(uid);
    } catch (error) {
      if (!isUnknownUser(error)) throw error;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.app) await deleteApp(this.app);
  }
}
