import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { checkPartnerUrls, groupByTier, type Partner, type PartnerFields, type Tier } from '../domain/partner.js';
import { PartnersRepository } from '../domain/partners.repository.js';

const notFound = () => new DomainError('not_found', 'PARTNER_NOT_FOUND', 'There is no such partner.');

/** The public list by tier and the admins' management of it. */
@Injectable()
export class Partners {
  constructor(private readonly partners: PartnersRepository) {}

  async byTier(): Promise<Array<{ tier: Tier; partners: Partner[] }>> {
    return groupByTier(await this.partners.list(true));
  }

  all(): Promise<Partner[]> {
    return this.partners.list(false);
  }

  create(fields: PartnerFields): Promise<Partner> {
    checkPartnerUrls(fields);
    return this.partners.insert(fields);
  }

  async update(id: number, fields: PartnerFields): Promise<Partner> {
    checkPartnerUrls(fields);
    return (await this.partners.update(id, fields)) ?? Promise.reject(notFound());
  }

  async move(id: number, direction: 'up' | 'down'): Promise<Partner[]> {
    if (!(await this.partners.byId(id))) throw notFound();
    await this.partners.move(id, direction);
    return this.partners.list(false);
  }
}
