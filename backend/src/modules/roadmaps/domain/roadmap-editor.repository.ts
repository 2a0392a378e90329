import type { Resource, RoadmapLevel } from './roadmap.js';
import type { StructureSection } from './roadmap-editing.js';

export interface RoadmapFields {
  title: string;
  summary: string;
  descriptionMd: string;
  level: RoadmapLevel;
  estimatedHours: number;
  tags: string[];
  prerequisites: string[];
}

export interface ModuleFields {
  title: string;
  summary: string;
  contentMd: string;
  estimatedMinutes: number;
  resources: Resource[];
}

export interface StaffRoadmap extends RoadmapFields {
  id: number;
  slug: string;
  published: boolean;
  editedByStaff: boolean;
  position: number;
  sections: StructureSection[];
  /** The title of each module in the sections, by key. */
  moduleTitles: Record<string, string>;
  updatedAt: Date;
}

export interface StaffModule extends ModuleFields {
  key: string;
  editedByStaff: boolean;
  /** Slugs of the roadmaps that contain it. */
  usedBy: string[];
  updatedAt: Date;
}

/** Staff edits of the catalog (moderators and admins). Every write marks the row as edited by staff. */
export abstract class RoadmapEditorRepository {
  abstract roadmaps(): Promise<StaffRoadmap[]>;
  abstract roadmap(slug: string): Promise<StaffRoadmap | null>;
  /** Null when the slug is taken. */
  abstract createRoadmap(slug: string, fields: RoadmapFields): Promise<StaffRoadmap | null>;
  abstract updateRoadmap(
    slug: string,
    fields: Partial<RoadmapFields> & { published?: boolean; position?: number },
  ): Promise<StaffRoadmap | null>;
  abstract replaceStructure(slug: string, sections: readonly StructureSection[]): Promise<StaffRoadmap | null>;
  abstract moduleKeys(keys: readonly string[]): Promise<Set<string>>;
  abstract modules(query: {
    q?: string;
    page: number;
    pageSize: number;
  }): Promise<{ items: StaffModule[]; total: number }>;
  abstract module(key: string): Promise<StaffModule | null>;
  /** Null when the key is taken. */
  abstract createModule(key: string, fields: ModuleFields): Promise<StaffModule | null>;
  abstract updateModule(key: string, fields: Partial<ModuleFields>): Promise<StaffModule | null>;
}
