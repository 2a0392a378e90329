import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { DomainError } from '../../../platform/errors/domain-error.js';

/** Bug reports and contact messages share the admins' inbox; partner inquiries are contact messages of their own kind. */
export const INBOX_KINDS = ['bug', 'contact', 'partnership'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
export const INBOX_STATUSES = ['open', 'closed'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];
export const CONTACT_TOPICS = ['general', 'partnership', 'press', 'support'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];
export const SECURITY_STATUSES = ['new', 'triaged', 'fixed', 'wont_fix'] as const;
export type SecurityStatus = (typeof SECURITY_STATUSES)[number];
export const NOTE_VISIBILITIES = ['public', 'internal'] as const;
export type NoteVisibility = (typeof NOTE_VISIBILITIES)[number];

/** A contact message's kind in the inbox: partnership inquiries are filed apart. */
export const inboxKindOfTopic = (topic: ContactTopic): InboxKind =>
  topic === 'partnership' ? 'partnership' : 'contact';

/**
 * The triage of a security report: new → triaged → fixed | wont_fix. A report is triaged
 * before it is settled either way; a settled one stays settled (a regression is a new report).
 */
const TRANSITIONS: Record<SecurityStatus, readonly SecurityStatus[]> = {
  new: ['triaged'],
  triaged: ['fixed', 'wont_fix'],
  fixed: [],
  wont_fix: [],
};

export const canMove = (from: SecurityStatus, to: SecurityStatus): boolean => TRANSITIONS[from].includes(to);

/** The statuses a report may be in to move to `to` (for a conditional update). */
export const statusesBefore = (to: SecurityStatus): SecurityStatus[] =>
  SECURITY_STATUSES.filter((from) => canMove(from, to));

export const nextStatuses = (from: SecurityStatus): readonly SecurityStatus[] => TRANSITIONS[from];

export function checkTransition(from: SecurityStatus, to: SecurityStatus): void {
  if (!canMove(from, to)) {
    const allowed = TRANSITIONS[from];
    throw new DomainError(
      'conflict',
      'INVALID_STATUS_TRANSITION',
      allowed.length
        ? `A ${from.replace('_', ' ')} report can only move to ${allowed.join(' or ').replace('_', ' ')}.`
        : `A ${from.replace('_', ' ')} report is settled and cannot change status.`,
      { from, to, allowed: [...allowed] },
    );
  }
}

/** The private status link's secret: 32 random bytes, base64url (43 characters). */
export const STATUS_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newStatusToken(): { token: string; hash: Buffer } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashStatusToken(token) };
}

/** Only this digest is stored: a leaked database does not open anyone's status page. */
export const hashStatusToken = (token: string): Buffer => createHash('sha256').update(token, 'utf8').digest();

/** Compares two digests in constant time (the lookup itself is by the digest, an index on 32 random bytes). */
export const sameDigest = (a: Buffer, b: Buffer): boolean => a.length === b.length && timingSafeEqual(a, b);

export const securityReportNotFound = () =>
  new DomainError(
    'not_found',
    'SECURITY_REPORT_NOT_FOUND',
    'No security report matches this link. Check that you copied the whole link.',
  );

export interface BugReportFields {
  title: string;
  steps: string;
  expected: string;
  actual: string;
  pageUrl: string | null;
  browser: string | null;
  email: string | null;
}

export interface ContactFields {
  name: string;
  email: string;
  subject: string;
  message: string;
  topic: ContactTopic;
  organisation: string | null;
  website: string | null;
}

export interface SecurityReportFields {
  severity: Severity;
  affectedArea: string;
  description: string;
  proofOfConcept: string | null;
  reporterEmail: string;
}

export interface InboxItem {
  id: number;
  kind: InboxKind;
  status: InboxStatus;
  topic: ContactTopic | null;
  userId: number | null;
  name: string | null;
  email: string | null;
  subject: string;
  message: string;
  expected: string | null;
  actual: string | null;
  pageUrl: string | null;
  browser: string | null;
  organisation: string | null;
  website: string | null;
  note: string | null;
  createdAt: Date;
  closedAt: Date | null;
}

export interface SecurityEvent {
  id: number;
  status: SecurityStatus | null;
  note: string | null;
  visibility: NoteVisibility;
  authorId: number | null;
  createdAt: Date;
}

export interface SecurityReport {
  id: number;
  severity: Severity;
  affectedArea: string;
  description: string;
  proofOfConcept: string | null;
  reporterEmail: string;
  userId: number | null;
  status: SecurityStatus;
  createdAt: Date;
  updatedAt: Date;
}

/** What the reporter's private link shows: the status, public notes and dates only. */
export interface PublicSecurityStatus {
  status: SecurityStatus;
  createdAt: Date;
  updatedAt: Date;
  timeline: { status: SecurityStatus | null; note: string | null; at: Date }[];
}

/** The reporter's timeline: status changes, and the notes staff marked public (an internal note's text never shows). */
export function publicTimeline(events: readonly SecurityEvent[]): PublicSecurityStatus['timeline'] {
  return events
    .map((e) => ({ status: e.status, note: e.visibility === 'public' ? e.note : null, at: e.createdAt }))
    .filter((e) => e.status !== null || e.note !== null);
}
