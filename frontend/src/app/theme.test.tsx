import { Drawer, Modal } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../test/render';

describe('theme', () => {
  it('gives the close button of every modal an accessible name', () => {
    render(
      <TestProviders>
        <Modal opened onClose={() => undefined} title="Reset your progress?">
          Sure?
        </Modal>
      </TestProviders>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Reset your progress?' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('gives the close button of every drawer an accessible name, unless the drawer names its own', () => {
    render(
      <TestProviders>
        <Drawer opened onClose={() => undefined} title="Filters">
          Filters
        </Drawer>
        <Drawer opened onClose={() => undefined} title="Menu" closeButtonProps={{ 'aria-label': 'Close menu' }}>
          Links
        </Drawer>
      </TestProviders>,
    );
    expect(
      within(screen.getByRole('dialog', { name: 'Filters' })).getByRole('button', { name: 'Close' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Close menu' }),
    ).toBeInTheDocument();
  });
});
