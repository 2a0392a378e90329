import { Injectable } from '@nestjs/common';
import type { ExternalLinkView } from '../../../platform/links/external-links.js';
import { ResourcesRepository } from '../domain/resources.repository.js';

/** What other modules may ask of the free resources. */
@Injectable()
export class ResourcesFacade {
  constructor(private readonly resources: ResourcesRepository) {}

  /** Every listed (approved) resource's address, with the resource it is: for the link check, one query. */
  async externalLinks(): Promise<ExternalLinkView[]> {
    return (await this.resources.approvedAddresses()).map((r) => ({
      url: r.url,
      usedIn: {
        kind: 'resource',
        key: String(r.id),
        title: r.title,
        path: `/resources?q=${encodeURIComponent(r.title)}`,
      },
    }));
  }
}
