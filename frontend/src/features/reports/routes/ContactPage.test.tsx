import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render';
import { sampleUser, signedInStore, stubApi, testStore } from '../../../test/session';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('/contact, signed in (issue 26)', () => {
  it('fills in the name and email from the account, still editable, and again for another message', async () => {
    const { store, api } = await signedInStore(sampleUser({ fullName: 'Ada Lovelace', email: 'ada@example.com' }), {
      'POST /api/contact': { status: 202, json: { message: 'Thanks' } },
    });
    const user = userEvent.setup();
    renderRoute('/contact', { store });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: 'Your name' });
    expect(name).toHaveValue('Ada Lovelace');
    expect(screen.getByRole('textbox', { name: /Your email/ })).toHaveValue('ada@example.com');
    await user.clear(name);
    await user.type(name, 'Ada');
    await user.click(screen.getByRole('textbox', { name: 'Subject' }));
    await user.paste('A question about exams');
    await user.click(screen.getByRole('textbox', { name: /Message/ }));
    await user.paste('How many times may I retake an exam?');
    await user.click(screen.getByRole('button', { name: 'Send the message' }));
    expect(await screen.findByText('Thank you, your message is in')).toBeInTheDocument();
    expect(api.calls('POST /api/contact')[0].body).toMatchObject({ name: 'Ada', email: 'ada@example.com' });
    await user.click(screen.getByRole('button', { name: 'Write another message' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('Ada Lovelace'));
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
  });

  it('leaves the fields empty for a visitor', async () => {
    stubApi({});
    testStore({ provider: null });
    renderRoute('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Your email/ })).toHaveValue('');
  });
});
