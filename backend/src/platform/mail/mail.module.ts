import { Global, Logger, Module, type Provider } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { DevOutbox, Mailer } from './mailer.js';
import { OutboxMailer } from './outbox-mailer.js';
import { SmtpMailer } from './smtp-mailer.js';

/**
 * The Mailer: SMTP when SMTP_URL is set, else the outbox folder. The outbox is readable through
 * the API (DevOutbox.active) only outside production and only when it is the Mailer.
 */
export const mailProviders: Provider[] = [
  {
    provide: OutboxMailer,
    inject: [AppConfig],
    useFactory: (config: AppConfig) =>
      new OutboxMailer(config.mail.outboxDir, !config.isProduction && !config.mail.smtpUrl),
  },
  { provide: DevOutbox, useExisting: OutboxMailer },
  {
    provide: Mailer,
    inject: [AppConfig, OutboxMailer],
    useFactory: (config: AppConfig, outbox: OutboxMailer): Mailer => {
      if (config.mail.smtpUrl) return new SmtpMailer(config.mail.smtpUrl, config.mail.from);
      if (config.isProduction) {
        new Logger('Mail').warn(
          `SMTP_URL is not set: mails are only written to ${config.mail.outboxDir} and nobody receives them`,
        );
      }
      return outbox;
    },
  },
];

/** Mail as a platform service: every module injects `Mailer` (and the dev tools `DevOutbox`). */
@Global()
@Module({ providers: mailProviders, exports: [Mailer, DevOutbox] })
export class MailModule {}
