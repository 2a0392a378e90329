import { Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DevOutbox, Mailer, type MailMessage, type OutboxItem } from './mailer.js';

const LINK = /https?:\/\/[^\s<>"]+/g;
/** How many of the newest files a filtered listing reads at most. */
const SCAN_LIMIT = 2000;

/**
 * The development outbox: every message is one JSON file under the outbox folder (named so
 * that names sort by time), readable at GET /api/dev/outbox while `active` (never in
 * production). Mail then works offline end to end.
 */
@Injectable()
export class OutboxMailer extends Mailer implements DevOutbox {
  private readonly logger = new Logger('Mail');
  private sequence = 0;

  constructor(
    private readonly dir: string,
    readonly active: boolean,
  ) {
    super();
  }

  async send(message: MailMessage): Promise<void> {
    const sentAt = new Date();
    this.sequence = (this.sequence + 1) % 1_000_000;
    const id = `${sentAt.getTime().toString().padStart(15, '0')}-${this.sequence.toString().padStart(6, '0')}-${randomBytes(4).toString('hex')}`;
    const item: OutboxItem = { id, ...message, sentAt: sentAt.toISOString(), links: message.text.match(LINK) ?? [] };
    await mkdir(this.dir, { recursive: true });
    // Written aside and renamed: a reader never sees half a message.
    const path = join(this.dir, `${id}.json`);
    await writeFile(`${path}.tmp`, `${JSON.stringify(item, null, 2)}\n`, { mode: 0o600 });
    await rename(`${path}.tmp`, path);
    this.logger.log(`mail "${message.subject}" to ${message.to} kept in the outbox (${id})`);
  }

  async list(query: { to?: string; limit: number }): Promise<OutboxItem[]> {
    let names: string[];
    try {
      names = (await readdir(this.dir)).filter((name) => /^\d{15}-\d{6}-[0-9a-f]{8}\.json$/.test(name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const to = query.to?.trim().toLowerCase();
    const items: OutboxItem[] = [];
    for (const name of names.sort().reverse().slice(0, SCAN_LIMIT)) {
      if (items.length >= query.limit) break;
      const item = await this.read(join(this.dir, name));
      if (item && (!to || item.to.toLowerCase() === to)) items.push(item);
    }
    return items;
  }

  private async read(path: string): Promise<OutboxItem | null> {
    try {
      return JSON.parse(await readFile(path, 'utf8')) as OutboxItem;
    } catch {
      return null; // removed meanwhile, or not ours
    }
  }
}
