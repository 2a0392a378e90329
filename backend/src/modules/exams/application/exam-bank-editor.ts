import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { RoadmapsFacade } from '../../roadmaps/index.js';
import { ExamBankRepository, type QuestionFields, type StaffQuestion } from '../domain/exam-bank.repository.js';
import { checkQuestion } from '../domain/question-rules.js';

const roadmapMissing = () =>
  new DomainError('not_found', 'ROADMAP_NOT_FOUND', 'There is no published roadmap with this slug.');
const notFound = () =>
  new DomainError('not_found', 'EXAM_QUESTION_NOT_FOUND', 'There is no exam question with this key.');

/**
 * Moderators and admins edit the exam banks: create, edit, publish and unpublish questions.
 * Keys are fixed; attempts keep their own copy of the questions they drew, so an edit never
 * changes an attempt in progress or a past review. Edited questions survive content releases.
 */
@Injectable()
export class ExamBankEditor {
  constructor(
    private readonly bank: ExamBankRepository,
    private readonly roadmaps: RoadmapsFacade,
  ) {}

  private async slug(ref: string): Promise<string> {
    const roadmap = await this.roadmaps.roadmap(ref);
    if (!roadmap) throw roadmapMissing();
    return roadmap.slug;
  }

  async list(roadmap: string): Promise<StaffQuestion[]> {
    return this.bank.list(await this.slug(roadmap));
  }

  async create(roadmap: string, key: string, fields: QuestionFields): Promise<StaffQuestion> {
    const slug = await this.slug(roadmap);
    checkQuestion(fields);
    if (!(await this.bank.insert(slug, key, fields)))
      throw new DomainError('conflict', 'EXAM_QUESTION_KEY_TAKEN', `A question with the key "${key}" exists already.`);
    return (await this.bank.find(key))!;
  }

  async update(key: string, changes: Partial<QuestionFields>): Promise<StaffQuestion> {
    const updated = await this.bank.update(key, (current) => {
      const defined = Object.fromEntries(
        Object.entries(changes).filter(([, v]) => v !== undefined),
      ) as Partial<QuestionFields>;
      const { key: _k, roadmapSlug: _r, editedByStaff: _e, updatedAt: _u, ...fields } = { ...current, ...defined };
      checkQuestion(fields);
      return fields;
    });
    if (!updated) throw notFound();
    return updated;
  }
}
