import { createHash } from 'node:crypto';
import { DomainError } from '../../../platform/errors/domain-error.js';
import {
  canMove,
  checkTransition,
  hashStatusToken,
  inboxKindOfTopic,
  newStatusToken,
  nextStatuses,
  publicTimeline,
  sameDigest,
  STATUS_TOKEN_PATTERN,
  statusesBefore,
  type SecurityEvent,
} from './reports.js';

describe('security report triage', () => {
  it('moves new → triaged → fixed | wont_fix and nowhere else', () => {
    expect(canMove('new', 'triaged')).toBe(true);
    expect(canMove('triaged', 'fixed')).toBe(true);
    expect(canMove('triaged', 'wont_fix')).toBe(true);
    for (const [from, to] of [
      ['new', 'fixed'],
      ['new', 'wont_fix'],
      ['new', 'new'],
      ['triaged', 'new'],
      ['triaged', 'triaged'],
      ['fixed', 'triaged'],
      ['fixed', 'wont_fix'],
      ['wont_fix', 'fixed'],
      ['wont_fix', 'new'],
    ] as const) {
      expect({ from, to, ok: canMove(from, to) }).toEqual({ from, to, ok: false });
    }
    expect(statusesBefore('triaged')).toEqual(['new']);
    expect(statusesBefore('fixed')).toEqual(['triaged']);
    expect(statusesBefore('new')).toEqual([]);
    expect(nextStatuses('fixed')).toEqual([]);
  });

  it('refuses an invalid transition as a conflict with a code and the allowed moves', () => {
    expect(() => checkTransition('new', 'triaged')).not.toThrow();
    try {
      checkTransition('new', 'fixed');
      throw new Error('no error');
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({
        kind: 'conflict',
        code: 'INVALID_STATUS_TRANSITION',
        details: { from: 'new', to: 'fixed', allowed: ['triaged'] },
      });
    }
    expect(() => checkTransition('fixed', 'triaged')).toThrow('settled');
  });

  it('shows the reporter status changes and public notes, never the text of an internal note', () => {
    const at = new Date('2026-11-25T10:00:00Z');
    const events: SecurityEvent[] = [
      { id: 1, status: 'triaged', note: 'Reproduced on staging', visibility: 'internal', authorId: 1, createdAt: at },
      { id: 2, status: null, note: 'We are working on a fix.', visibility: 'public', authorId: 1, createdAt: at },
      { id: 3, status: null, note: 'Suspect the bio renderer', visibility: 'internal', authorId: 1, createdAt: at },
    ];
    expect(publicTimeline(events)).toEqual([
      { status: 'triaged', note: null, at },
      { status: null, note: 'We are working on a fix.', at },
    ]);
  });
});

describe('private status tokens', () => {
  it('are 32 random bytes in base64url, stored as their SHA-256 only', () => {
    const a = newStatusToken();
    const b = newStatusToken();
    expect(a.token).toMatch(STATUS_TOKEN_PATTERN);
    expect(Buffer.from(a.token, 'base64url')).toHaveLength(32);
    expect(a.token).not.toBe(b.token);
    expect(a.hash).toEqual(createHash('sha256').update(a.token).digest());
    expect(a.hash).toHaveLength(32);
    expect(a.hash.toString('hex')).not.toContain(Buffer.from(a.token, 'base64url').toString('hex'));
    expect(sameDigest(hashStatusToken(a.token), a.hash)).toBe(true);
    expect(sameDigest(hashStatusToken(b.token), a.hash)).toBe(false);
    expect(sameDigest(Buffer.alloc(3), a.hash)).toBe(false);
  });
});

describe('contact topics', () => {
  it('file partnership inquiries apart from other messages', () => {
    expect(inboxKindOfTopic('partnership')).toBe('partnership');
    expect(inboxKindOfTopic('press')).toBe('contact');
  });
});
