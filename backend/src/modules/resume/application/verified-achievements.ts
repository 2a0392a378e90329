import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config.js';
import { CertificatesFacade } from '../../certificates/index.js';
import { PracticeFacade } from '../../practice/index.js';
import { RoadmapsFacade } from '../../roadmaps/index.js';

/** An achievement the platform can vouch for, ready to become a resume entry (JSON Resume `certificates` item). */
export interface VerifiedAchievement {
  /** Stable per achievement: `certificate:<code>`, `roadmap:<slug>`, `problem:<slug>`. */
  key: string;
  kind: 'certificate' | 'roadmap' | 'problem';
  name: string;
  issuer: string;
  /** YYYY-MM-DD */
  date: string;
  /** Where anyone can check it. */
  url: string;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The learner's certificates, finished roadmaps and solved problems, read through those modules'
 * facades only. A certificate links to its public verification page; a roadmap or a problem to
 * its public page on DevPath.
 */
@Injectable()
export class VerifiedAchievements {
  constructor(
    private readonly certificates: CertificatesFacade,
    private readonly roadmaps: RoadmapsFacade,
    private readonly practice: PracticeFacade,
    private readonly config: AppConfig,
  ) {}

  async of(userId: number): Promise<VerifiedAchievement[]> {
    const site = this.config.mail.appUrl;
    const [certificates, roadmaps, solved] = await Promise.all([
      this.certificates.ofHolder(userId),
      this.roadmaps.completed(userId),
      this.practice.solvedBy(userId),
    ]);
    return [
      ...certificates
        .filter((c) => !c.revoked)
        .map(
          (c): VerifiedAchievement => ({
            key: `certificate:${c.code}`,
            kind: 'certificate',
            name: `${c.roadmapTitle} certificate (${c.code})`,
            issuer: 'DevPath',
            date: day(c.issuedAt),
            url: c.verifyUrl,
          }),
        ),
      ...roadmaps.map(
        (r): VerifiedAchievement => ({
          key: `roadmap:${r.slug}`,
          kind: 'roadmap',
          name: `${r.title} roadmap completed`,
          issuer: 'DevPath',
          date: day(r.lastActivityAt),
          url: `${site}/roadmap/${r.slug}`,
        }),
      ),
      ...solved.map(
        (p): VerifiedAchievement => ({
          key: `problem:${p.slug}`,
          kind: 'problem',
          name: `Solved “${p.title}” (${p.difficulty})`,
          issuer: 'DevPath Practice',
          date: day(p.solvedAt),
          url: `${site}/practice/problem/${p.slug}`,
        }),
      ),
    ];
  }
}
