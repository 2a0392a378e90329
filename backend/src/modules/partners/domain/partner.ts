/**
 * Partners and sponsors (issue 15): organisations shown on /partners by tier. The shipped list
 * is a "community" tier of free learning projects we recommend; none of them is presented as
 * sponsoring DevPath. Admins add real partners and sponsors when there are any.
 */
import { DomainError } from '../../../platform/errors/domain-error.js';
import { publicUrlProblem } from '../../../platform/http/public-url.js';

export const TIERS = ['platinum', 'gold', 'silver', 'community'] as const;
export type Tier = (typeof TIERS)[number];

export const TIER_INFO: Record<Tier, { label: string; description: string }> = {
  platinum: {
    label: 'Platinum partners',
    description: "Organisations that fund DevPath's running costs and new learning content.",
  },
  gold: {
    label: 'Gold partners',
    description: "Organisations that support DevPath with money, services or mentors' time.",
  },
  silver: { label: 'Silver partners', description: 'Organisations that help DevPath with services, tools or reach.' },
  community: {
    label: 'Open-source projects and free learning communities we recommend',
    description:
      'Not sponsors: free projects and communities that teach people to code, which we point our learners to.',
  },
};

/** A logo kept in the SPA's public folder (never a third-party host we would hot-link). */
export const LOCAL_LOGO = /^\/partners\/[a-z0-9-]+\.(svg|png)$/;

export interface PartnerFields {
  name: string;
  tier: Tier;
  description: string;
  websiteUrl: string;
  /** https on a public host, or a file under /partners/ in the SPA; null: a monogram is drawn. */
  logoUrl: string | null;
  active: boolean;
}

export interface Partner extends PartnerFields {
  id: number;
  position: number;
  createdAt: Date;
  updatedAt: Date;
}

export function checkPartnerUrls(fields: Pick<PartnerFields, 'websiteUrl' | 'logoUrl'>): void {
  const website = publicUrlProblem(fields.websiteUrl);
  if (website)
    throw new DomainError(
      'invalid',
      'PARTNER_URL_INVALID',
      `The website is ${website}: give the https address of a public page.`,
      { field: 'websiteUrl' },
    );
  if (fields.logoUrl !== null && !LOCAL_LOGO.test(fields.logoUrl)) {
    const logo = publicUrlProblem(fields.logoUrl);
    if (logo)
      throw new DomainError(
        'invalid',
        'PARTNER_URL_INVALID',
        `The logo is ${logo}: give an https address on a public host, or a file under /partners/.`,
        { field: 'logoUrl' },
      );
  }
}

/** Active partners grouped by tier, tiers in order, each by position then name. */
export function groupByTier(partners: readonly Partner[]): Array<{ tier: Tier; partners: Partner[] }> {
  return TIERS.map((tier) => ({
    tier,
    partners: partners
      .filter((p) => p.active && p.tier === tier)
      .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name)),
  })).filter((group) => group.partners.length > 0);
}
