import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import type { StreakResponse } from '../../../api/generated/types.gen';
import { TestProviders } from '../../../test/render';
import { StreakCard } from './StreakCard';

const streak = (overrides: Partial<StreakResponse> = {}): StreakResponse => ({
  daysStreak: 1,
  longestStreak: 1,
  previousStreak: 1,
  freezesHeld: 0,
  maxFreezes: 1,
  freezeEveryDays: 7,
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  today: '2026-11-26',
  todayDone: true,
  deadline: new Date(Date.now() + 26 * 3_600_000).toISOString(),
  ...overrides,
});

function renderCard(value: StreakResponse) {
  render(
    <TestProviders>
      <MemoryRouter>
        <StreakCard streak={value} loading={false} />
      </MemoryRouter>
    </TestProviders>,
  );
}

describe('StreakCard', () => {
  it('follows the plural rules: "1 day", never "1 days" (issue 26, item 7)', () => {
    renderCard(streak());
    expect(screen.getByText('1 day', { exact: true })).toBeInTheDocument();
    expect(screen.getByText('Longest: 1 day')).toBeInTheDocument();
    expect(screen.getByText('Previous: 1 day')).toBeInTheDocument();
    expect(screen.getByText(/^0 of 1 freeze: one is earned every 7 days of a streak/)).toBeInTheDocument();
  });

  it('counts other numbers in the plural', () => {
    renderCard(
      streak({ daysStreak: 0, longestStreak: 0, previousStreak: 2, maxFreezes: 2, todayDone: false, deadline: null }),
    );
    expect(screen.getByText('0 days', { exact: true })).toBeInTheDocument();
    expect(screen.getByText('Longest: 0 days')).toBeInTheDocument();
    expect(screen.getByText('Previous: 2 days')).toBeInTheDocument();
    expect(screen.getByText('Do a lesson, a problem or an exam today to start a streak.')).toBeInTheDocument();
  });
});
