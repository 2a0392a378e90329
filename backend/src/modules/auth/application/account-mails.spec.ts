import { AppConfig } from '../../../platform/config/app-config.js';
import { loadEnvironment } from '../../../platform/config/environment.js';
import { AccountMails } from './account-mails.js';
import { Mailer, type MailMessage } from '../../../platform/mail/mailer.js';

class KeepingMailer extends Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }
}

const mailsFor = (appUrl: string) =>
  new AccountMails(
    new KeepingMailer(),
    new AppConfig(loadEnvironment({ APP_URL: appUrl }), { databaseUrl: 'postgresql://unused', deploymentId: 'spec' }),
  );

describe('AccountMails', () => {
  it('puts the link on its own line of the text, and escapes everything in the HTML', () => {
    const mail = mailsFor('https://example.test/a&b"c<d>/').verification('ada@example.com', 'ada_l', 'SECRET-token_1');
    const link = 'https://example.test/a&b"c<d>/verify-email?token=SECRET-token_1';
    expect(mail.text.split('\n')).toContain(link);
    expect(mail.text).toMatch(/^Hi ada_l,\n\n/);
    expect(mail.html).toContain(
      '<a href="https://example.test/a&amp;b&quot;c&lt;d&gt;/verify-email?token=SECRET-token_1">',
    );
    expect(mail.html).not.toContain('a&b');
    expect(mail.html).not.toMatch(/<d>/);
  });

  it('writes the reset mail with its own path and the one-hour rule', () => {
    const mail = mailsFor('http://localhost:3000').passwordReset('ada@example.com', 'ada_l', 'abc');
    expect(mail).toMatchObject({ to: 'ada@example.com', subject: 'Reset your DevPath password' });
    expect(mail.text.split('\n')).toContain('http://localhost:3000/reset-password?token=abc');
    expect(mail.text).toContain('one hour');
  });

  it('settles background deliveries, logging a failure instead of throwing', async () => {
    const mails = mailsFor('http://localhost:3000');
    let ran = false;
    mails.inBackground('a task', async () => {
      ran = true;
    });
    mails.inBackground('a failing task', async () => {
      throw new Error('smtp down');
    });
    await expect(mails.settled()).resolves.toBeUndefined();
    expect(ran).toBe(true);
  });
});
