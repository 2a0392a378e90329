import type { Partner, PartnerFields } from './partner.js';

export abstract class PartnersRepository {
  /** Every partner (the admins' list) or only active ones, by tier order then position. */
  abstract list(activeOnly: boolean): Promise<Partner[]>;
  abstract byId(id: number): Promise<Partner | null>;
  /** Last in its tier. */
  abstract insert(fields: PartnerFields): Promise<Partner>;
  /** Moving to another tier puts it last there. Null when there is no such partner. */
  abstract update(id: number, fields: PartnerFields): Promise<Partner | null>;
  /** Swaps it with its neighbour in the tier; false when it is at that end already. */
  abstract move(id: number, direction: 'up' | 'down'): Promise<boolean>;
}
