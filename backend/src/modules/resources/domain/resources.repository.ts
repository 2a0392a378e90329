import type { Category, Level, Resource, ResourceFields, ResourceStatus, ResourceType } from './resource.js';

export interface ResourceQuery {
  q?: string;
  category?: Category;
  type?: ResourceType;
  level?: Level;
  tag?: string;
  page: number;
  pageSize: number;
}

export abstract class ResourcesRepository {
  /** Approved resources, by category then title. */
  abstract approved(query: ResourceQuery): Promise<{ items: Resource[]; total: number }>;
  /** Approved resources per category (the filter's counts). */
  abstract categoryCounts(): Promise<Partial<Record<Category, number>>>;
  /** Every approved resource's id, title and address (the link check's read, one query). */
  abstract approvedAddresses(): Promise<Array<{ id: number; title: string; url: string }>>;
  abstract byId(id: number): Promise<Resource | null>;
  /** Any resource (approved, pending or rejected) with this canonical address. */
  abstract byCanonicalUrl(canonical: string): Promise<Resource | null>;
  /** Inside the caller's transaction: waits until no other transaction counts or inserts this learner's suggestions. */
  abstract lockSuggestionsOf(userId: number): Promise<void>;
  /** Inside the caller's transaction: a learner's suggestion, pending. Null when the address is taken meanwhile. */
  abstract insertSuggestion(fields: ResourceFields, canonical: string, userId: number): Promise<Resource | null>;
  abstract suggestionsSince(userId: number, since: Date): Promise<number>;
  abstract suggestionsOf(userId: number): Promise<Resource[]>;
  /** The moderation queue: pending suggestions, oldest first. */
  abstract pending(): Promise<Resource[]>;
  /** A deleted learner: their pending and rejected suggestions go; approved ones stay, no longer linked to them. */
  abstract forgetSuggester(userId: number): Promise<void>;
  /** Records a review once: false when the suggestion was not pending any more. */
  abstract review(
    id: number,
    status: Exclude<ResourceStatus, 'pending'>,
    note: string | null,
    reviewerId: number,
    fields?: ResourceFields,
  ): Promise<boolean>;
}
