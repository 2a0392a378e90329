import { DomainError } from '../../../platform/errors/domain-error.js';
import { checkPartnerUrls, groupByTier, type Partner } from './partner.js';

const partner = (id: number, overrides: Partial<Partner>): Partner => ({
  id,
  name: `Partner ${id}`,
  tier: 'community',
  description: 'A free learning community.',
  websiteUrl: 'https://example.org/',
  logoUrl: null,
  active: true,
  position: id,
  createdAt: new Date(),
  updatedAt: new Date(),
  ...overrides,
});

describe('partners', () => {
  it('groups active partners by tier in tier order, by position within a tier', () => {
    const groups = groupByTier([
      partner(1, { tier: 'community', position: 2 }),
      partner(2, { tier: 'gold', position: 1 }),
      partner(3, { tier: 'community', position: 1 }),
      partner(4, { tier: 'platinum', active: false }),
    ]);
    expect(groups.map((g) => [g.tier, g.partners.map((p) => p.id)])).toEqual([
      ['gold', [2]],
      ['community', [3, 1]],
    ]);
  });

  it('takes public https websites, and logos on public https hosts or under /partners/', () => {
    const code = (fields: { websiteUrl: string; logoUrl: string | null }) => {
      try {
        checkPartnerUrls(fields);
        return null;
      } catch (error) {
        return [(error as DomainError).code, ((error as DomainError).details as { field: string }).field];
      }
    };
    expect(code({ websiteUrl: 'https://www.freecodecamp.org/', logoUrl: null })).toBeNull();
    expect(code({ websiteUrl: 'https://exercism.org/', logoUrl: '/partners/exercism.svg' })).toBeNull();
    expect(code({ websiteUrl: 'http://exercism.org/', logoUrl: null })).toEqual(['PARTNER_URL_INVALID', 'websiteUrl']);
    expect(code({ websiteUrl: 'https://exercism.org/', logoUrl: '/partners/../secret.svg' })).toEqual([
      'PARTNER_URL_INVALID',
      'logoUrl',
    ]);
    expect(code({ websiteUrl: 'https://exercism.org/', logoUrl: 'https://192.168.1.1/logo.png' })).toEqual([
      'PARTNER_URL_INVALID',
      'logoUrl',
    ]);
  });
});
