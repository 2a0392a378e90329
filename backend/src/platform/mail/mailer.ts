/** One outgoing mail: a plain-text body and its HTML twin. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Port: sends mail (SMTP in production, the development outbox otherwise). */
export abstract class Mailer {
  /** Resolves once the message is handed over (to the SMTP server, or written to the outbox). */
  abstract send(message: MailMessage): Promise<void>;
}

/** A message kept by the development outbox, with the links found in its text. */
export interface OutboxItem extends MailMessage {
  id: string;
  sentAt: string;
  links: string[];
}

/**
 * Port: reads the development outbox. `active` is false in production and whenever mail goes
 * out by SMTP; the outbox API then answers 404.
 */
export abstract class DevOutbox {
  abstract readonly active: boolean;
  /** Newest first, at most `limit`, optionally only those sent to `to` (case-insensitive). */
  abstract list(query: { to?: string; limit: number }): Promise<OutboxItem[]>;
}
