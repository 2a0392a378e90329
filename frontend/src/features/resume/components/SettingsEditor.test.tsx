import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../../test/render';
import { defaultSettings } from '../model/document';
import { SettingsEditor } from './ResumeForm';

function renderSettings(premium: boolean) {
  const router = createMemoryRouter([
    {
      path: '*',
      element: <SettingsEditor settings={defaultSettings()} premium={premium} onChange={() => undefined} />,
    },
  ]);
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

describe('resume settings: the premium template', () => {
  it('for a free member, says the Executive template is for premium members and links the plans', () => {
    renderSettings(false);
    expect(screen.getByText(/The Executive template is for premium members/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'see premium' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('radio', { name: 'Executive' })).toBeDisabled();
  });

  it('for a premium member, offers the template without the note', () => {
    renderSettings(true);
    expect(screen.queryByText(/is for premium members/)).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Executive' })).toBeEnabled();
  });
});
