import { Injectable } from '@nestjs/common';
import type { AccountView, SignedInUserView } from '../contracts/views.js';
import { LearnerProgressSource, type LearnerProgressView } from './learner-progress.port.js';
import { SignInMethodsSource, type SignInMethodsView } from './sign-in-methods.port.js';

/** Views of frozen (cached, immutable) account, sign-in and progress snapshots, built once per triple. */
const viewsOfSnapshots = new WeakMap<
  AccountView,
  WeakMap<SignInMethodsView, WeakMap<LearnerProgressView, SignedInUserView>>
>();

/**
 * The signed-in user as the API answers it: the profile (users) with its sign-in methods (auth's
 * read model) and the learner's progress (activity's). Frozen snapshots (the read caches', replaced
 * whenever a row changes) always map to the same view, so it is built once and shared, frozen too.
 */
export function signedInUserOf(
  account: AccountView,
  signIn: SignInMethodsView,
  progress: LearnerProgressView,
): SignedInUserView {
  if (!Object.isFrozen(account) || !Object.isFrozen(signIn) || !Object.isFrozen(progress))
    return buildSignedInUser(account, signIn, progress);
  let bySignIn = viewsOfSnapshots.get(account);
  if (!bySignIn) {
    bySignIn = new WeakMap();
    viewsOfSnapshots.set(account, bySignIn);
  }
  let byProgress = bySignIn.get(signIn);
  if (!byProgress) {
    byProgress = new WeakMap();
    bySignIn.set(signIn, byProgress);
  }
  let view = byProgress.get(progress);
  if (!view) {
    view = buildSignedInUser(account, signIn, progress);
    Object.freeze(view.completedModules);
    Object.freeze(view.privacy);
    byProgress.set(progress, Object.freeze(view));
  }
  return view;
}

function buildSignedInUser(
  account: AccountView,
  signIn: SignInMethodsView,
  progress: LearnerProgressView,
): SignedInUserView {
  return {
    id: account.id,
    username: account.username,
    email: account.email,
    fullName: account.fullName,
    profilePicUrl: account.profilePicUrl,
    bio: account.bio,
    role: account.role,
    isVerified: account.isVerified,
    premiumTier: account.premiumTier,
    firebaseUid: signIn.firebaseUid,
    updatedAt: account.updatedAt.toISOString(),
    createdAt: account.createdAt.toISOString(),
    totalXpEarned: progress.totalXpEarned,
    daysStreak: progress.daysStreak,
    longestStreak: progress.longestStreak,
    completedModules: [...progress.completedModules],
    source: account.source,
    hasPassword: signIn.hasPassword,
    lastAccessedAt: progress.lastAccessedAt?.toISOString() ?? null,
    handle: account.handle,
    timeZone: account.timeZone,
    privacy: { ...account.privacy },
  };
}

/**
 * Builds the signed-in user's view for any controller, ours or auth's (through the facade): the
 * profile with the sign-in methods (auth's) and the learner's progress (activity's), each from its
 * owner's cache.
 */
@Injectable()
export class SignedInUsers {
  constructor(
    private readonly signIn: SignInMethodsSource,
    private readonly progress: LearnerProgressSource,
  ) {}

  async of(account: AccountView): Promise<SignedInUserView> {
    const [methods, progress] = await Promise.all([this.signIn.view(account.id), this.progress.view(account.id)]);
    return signedInUserOf(account, methods, progress);
  }
}
