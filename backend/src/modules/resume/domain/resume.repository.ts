import type { ResumeDocument } from './document.js';
import type { Resume, ResumeSettings, ResumeSummary, ResumeVersion } from './resume.js';

export interface NewResume extends ResumeSettings {
  id: string;
  userId: number;
  document: ResumeDocument;
}

/** The resumes' store (port). Every read and write of a learner's resume names the learner: another learner's resume is not found. */
export abstract class ResumeRepository {
  abstract list(userId: number): Promise<ResumeSummary[]>;
  abstract count(userId: number): Promise<number>;
  abstract get(id: string, userId: number): Promise<Resume | null>;
  /** Inserts the resume at revision 1 and records that version, unless its learner has `cap` resumes already (null then): counted and inserted atomically. */
  abstract insert(resume: NewResume, cap: number): Promise<Resume | null>;
  /**
   * Saves when the stored revision is `expected` (revision + 1, the version recorded, versions
   * beyond the kept number dropped): null when the resume is not the learner's, else the stale
   * revision as a number when another save came first.
   */
  abstract save(
    id: string,
    userId: number,
    expected: number,
    next: ResumeSettings & { document: ResumeDocument },
    keep: number,
  ): Promise<Resume | number | null>;
  abstract remove(id: string, userId: number): Promise<boolean>;
  abstract versions(id: string): Promise<Array<Omit<ResumeVersion, 'document'>>>;
  abstract version(id: string, revision: number): Promise<ResumeVersion | null>;
  /** Turns the share link on (with `token` when the resume has none yet) or off. */
  abstract setSharing(id: string, userId: number, enabled: boolean, token: string): Promise<Resume | null>;
  /** The shared resume behind a live link; `count` adds one view. */
  abstract shared(token: string, count: boolean): Promise<Resume | null>;
  abstract forget(userId: number): Promise<number>;
}
