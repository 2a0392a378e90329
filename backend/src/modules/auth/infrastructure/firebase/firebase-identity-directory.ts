import { Injectable } from '@nestjs/common';
import { IdentityDirectory, type IdentityRecord } from '../../application/identity-directory.port.js';
import { FirebaseAdmin, isUnknownUser } from './firebase-admin.js';

/** Firebase Auth's user records through firebase-admin (the emulator locally and in tests). */
@Injectable()
export class FirebaseIdentityDirectory extends IdentityDirectory {
  constructor(private readonly firebase: FirebaseAdmin) {
    super();
  }

  async describe(uid: string): Promise<IdentityRecord | null> {
    const auth = this.firebase.auth;
    if (!auth) return null;
    try {
      const user = await auth.getUser(uid);
      return { providers: user.providerData.map((p) => p.providerId), ...(user.email ? { email: user.email } : {}) };
    } catch (error) {
      if (isUnknownUser(error)) return null;
      throw error;
    }
  }

  async revokeSessions(uid: string): Promise<void> {
    try {
      await this.firebase.auth?.revokeRefreshTokens(uid);
    } catch (error) {
      if (!isUnknownUser(error)) throw error;
    }
  }

  async deleteIdentity(uid: string): Promise<void> {
    try {
      await this.firebase.auth?.deleteUser(uid);
    } catch (error) {
      if (!isUnknownUser(error)) throw error;
    }
  }
}
