import { randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config.js';
import { UsersFacade } from '../../users/index.js';
import { emptyDocument, parseDocument, type ResumeDocument } from '../domain/document.js';
import { exampleDocument } from '@devpath/resume-core';
import { fromJsonResume, toJsonResume } from '../domain/json-resume.js';
import {
  checkSettings,
  resumeNotFound,
  RESUMES_PER_LEARNER,
  sharedNotFound,
  staleRevision,
  tooManyResumes,
  versionNotFound,
  VERSIONS_KEPT,
  type Resume,
  type ResumeSettings,
  type ResumeSummary,
  type ResumeVersion,
} from '../domain/resume.js';
import { ResumeRepository } from '../domain/resume.repository.js';
import { PREMIUM_TEMPLATES, type Paper, type TemplateId } from '../domain/resume-settings.js';

export interface CreateResume {
  title?: string;
  template?: TemplateId;
  paper?: Paper;
  language?: string;
  /** Start from: an empty resume, the example, or a document (a draft kept in the browser before signing in). */
  start?: 'empty' | 'example';
  document?: unknown;
  /** A JSON Resume document to start from. */
  jsonResume?: unknown;
}

export interface SaveResume extends ResumeSettings {
  revision: number;
  document: unknown;
}

/** A learner's resumes: create, autosave with optimistic concurrency, versions, import and export, the share link. */
@Injectable()
export class Resumes {
  constructor(
    private readonly resumes: ResumeRepository,
    private readonly users: UsersFacade,
    private readonly config: AppConfig,
  ) {}

  get site(): string {
    return this.config.mail.appUrl;
  }

  private async isPremium(userId: number): Promise<boolean> {
    return (await this.users.account(userId)).premiumTier !== 'free';
  }

  private async settingsFor(userId: number, settings: ResumeSettings): Promise<ResumeSettings> {
    return checkSettings(
      settings,
      PREMIUM_TEMPLATES.includes(settings.template) ? await this.isPremium(userId) : false,
    );
  }

  list(userId: number): Promise<ResumeSummary[]> {
    return this.resumes.list(userId);
  }

  async get(userId: number, id: string): Promise<Resume> {
    const resume = await this.resumes.get(id, userId);
    if (!resume) throw resumeNotFound();
    return resume;
  }

  /** The document with the account's full name (when it has one) and email in its basics. */
  private async withAccountBasics(userId: number, document: ResumeDocument): Promise<ResumeDocument> {
    const account = await this.users.account(userId);
    const name = account.fullName?.trim();
    return { ...document, basics: { ...document.basics, ...(name ? { name } : {}), email: account.email } };
  }

  async create(userId: number, input: CreateResume): Promise<Resume> {
    let document: ResumeDocument;
    let imported: Partial<ResumeSettings> = {};
    if (input.jsonResume !== undefined) {
      const result = fromJsonResume(input.jsonResume);
      document = result.document;
      imported = { template: result.template, paper: result.paper, language: result.language };
    } else if (input.document !== undefined) document = parseDocument(input.document);
    else if (input.start === 'example') document = exampleDocument();
    else document = emptyDocument();
    const settings = await this.settingsFor(userId, {
      title:
        input.title ??
        (document.basics.name?.trim() ? `${document.basics.name.trim().slice(0, 100)} – resume` : 'My resume'),
      template: input.template ?? imported.template ?? 'classic',
      paper: input.paper ?? imported.paper ?? 'A4',
      language: input.language ?? imported.language ?? 'en',
    });
    // A new empty resume starts with the account's name and email (its title stays "My resume").
    if (input.jsonResume === undefined && input.document === undefined && input.start !== 'example')
      document = await this.withAccountBasics(userId, document);
    if ((await this.resumes.count(userId)) >= RESUMES_PER_LEARNER) throw tooManyResumes(); // the cheap answer; the insert counts again atomically
    const created = await this.resumes.insert({ id: randomUUID(), userId, ...settings, document }, RESUMES_PER_LEARNER);
    if (!created) throw tooManyResumes();
    return created;
  }

  /** Autosave: applies when `revision` is the stored one (409 RESUME_REVISION_STALE with the current revision otherwise). */
  async save(userId: number, id: string, input: SaveResume): Promise<Resume> {
    let document: ResumeDocument;
    let settings: ResumeSettings;
    try {
      document = parseDocument(input.document);
      settings = await this.settingsFor(userId, input);
    } catch (error) {
      // Another learner's resume is not found, whatever the body: its existence is not told by a 400.
      if (!(await this.resumes.get(id, userId))) throw resumeNotFound();
      throw error;
    }
    const result = await this.resumes.save(id, userId, input.revision, { ...settings, document }, VERSIONS_KEPT);
    if (result === null) throw resumeNotFound();
    if (typeof result === 'number') throw staleRevision(result);
    return result;
  }

  async remove(userId: number, id: string): Promise<void> {
    if (!(await this.resumes.remove(id, userId))) throw resumeNotFound();
  }

  async versions(userId: number, id: string): Promise<Array<Omit<ResumeVersion, 'document'>>> {
    await this.get(userId, id);
    return this.resumes.versions(id);
  }

  async version(userId: number, id: string, revision: number): Promise<ResumeVersion> {
    await this.get(userId, id);
    const version = await this.resumes.version(id, revision);
    if (!version) throw versionNotFound();
    return version;
  }

  /** Restores a saved version as a new save (so the restore itself can be undone). */
  async restore(userId: number, id: string, revision: number, current: number): Promise<Resume> {
    const version = await this.version(userId, id, revision);
    return this.save(userId, id, {
      revision: current,
      title: version.title,
      template: version.template,
      paper: version.paper,
      language: version.language,
      document: version.document,
    });
  }

  /** Replaces the resume's content by a JSON Resume document; a bad import changes nothing. */
  async importInto(userId: number, id: string, revision: number, jsonResume: unknown): Promise<Resume> {
    const current = await this.get(userId, id);
    const imported = fromJsonResume(jsonResume);
    return this.save(userId, id, {
      revision,
      title: current.title,
      template: imported.template ?? current.template,
      paper: imported.paper ?? current.paper,
      language: imported.language ?? current.language,
      document: imported.document,
    });
  }

  async exportJson(userId: number, id: string): Promise<Record<string, unknown>> {
    const resume = await this.get(userId, id);
    return toJsonResume(resume.document, resume);
  }

  /** Turns the unlisted link on or off (the link stays the same when turned on again). */
  async setSharing(userId: number, id: string, enabled: boolean): Promise<Resume> {
    const resume = await this.resumes.setSharing(id, userId, enabled, randomBytes(18).toString('base64url'));
    if (!resume) throw resumeNotFound();
    return resume;
  }

  shareUrl(token: string): string {
    return `${this.site}/resume-builder/shared/${token}`;
  }

  async shared(token: string, count: boolean): Promise<Resume> {
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) throw sharedNotFound();
    const resume = await this.resumes.shared(token, count);
    if (!resume) throw sharedNotFound();
    return resume;
  }

  forget(userId: number): Promise<number> {
    return this.resumes.forget(userId);
  }
}
