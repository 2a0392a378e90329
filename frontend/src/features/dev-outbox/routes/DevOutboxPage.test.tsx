import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render';
import { apiError, json, stubApi, testStore } from '../../../test/session';

describe('/dev/outbox (issue 10 item 7)', () => {
  it('lists the mails newest first with their links clickable; never indexed', async () => {
    stubApi({
      'GET /api/dev/outbox': json({
        items: [
          {
            id: 'm2',
            to: 'ada@example.com',
            subject: 'Reset your DevPath password',
            text: 'Choose a new password: http://localhost:3000/reset-password?token=r',
            html: '<p>…</p>',
            sentAt: '2026-11-23T10:01:00.000Z',
            links: ['http://localhost:3000/reset-password?token=r'],
          },
          {
            id: 'm1',
            to: 'ada@example.com',
            subject: 'Verify your email',
            text: 'Confirm: http://localhost:3000/verify-email?token=v',
            html: '<p>…</p>',
            sentAt: '2026-11-23T10:00:00.000Z',
            links: ['http://localhost:3000/verify-email?token=v'],
          },
        ],
      }),
    });
    renderRoute('/dev/outbox', { store: testStore({ provider: null }).store });
    // A lazily loaded page: the first render in a file may take a while on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Development outbox' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const mails = await screen.findAllByRole('article');
    expect(mails.map((mail) => within(mail).getByRole('heading').textContent)).toEqual([
      'Reset your DevPath password',
      'Verify your email',
    ]);
    expect(within(mails[1]!).getByRole('link', { name: 'http://localhost:3000/verify-email?token=v' })).toHaveAttribute(
      'href',
      'http://localhost:3000/verify-email?token=v',
    );
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('says when the outbox is off (404)', async () => {
    stubApi({ 'GET /api/dev/outbox': apiError(404, 'ROUTE_NOT_FOUND', 'Not found') });
    renderRoute('/dev/outbox', { store: testStore({ provider: null }).store });
    expect(await screen.findByText('The development outbox is off on this server')).toBeInTheDocument();
  });
});
