import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RoadmapDetailResponse } from '../../../api/generated/types.gen';
import { TestProviders } from '../../../test/render';
import type { ModuleStatus } from '../api/roadmaps';
import { RoadmapList } from './RoadmapList';
import { RoadmapMap } from './RoadmapMap';
import { earnedState, type EarnedProgress } from './status';

const roadmap: RoadmapDetailResponse = {
  id: 1,
  slug: 'frontend',
  title: 'Frontend Developer',
  summary: 'Build websites.',
  level: 'beginner',
  estimatedHours: 80,
  tags: [],
  moduleCount: 4,
  descriptionMd: '',
  prerequisites: [],
  updatedAt: '2026-11-24T10:00:00.000Z',
  sections: [
    {
      key: 'basics',
      title: 'Basics',
      modules: [
        { key: 'passed-one', title: 'Passed one', summary: 'Earned.', estimatedMinutes: 10 },
        { key: 'ticked-one', title: 'Ticked one', summary: 'Self-ticked.', estimatedMinutes: 10 },
        { key: 'code-one', title: 'Code one', summary: 'Checks passed, code left.', estimatedMinutes: 10 },
        { key: 'fresh-one', title: 'Fresh one', summary: 'Not started, has code.', estimatedMinutes: 10 },
      ],
    },
  ],
};

const statuses: Record<string, ModuleStatus> = {
  'passed-one': 'learning',
  'ticked-one': 'done',
  'code-one': 'learning',
  'fresh-one': 'pending',
};
const earned: EarnedProgress = {
  checksPassed: { 'passed-one': '2026-11-25T10:00:00.000Z', 'code-one': '2026-11-26T10:00:00.000Z' },
  passed: { 'passed-one': '2026-11-25T10:00:00.000Z' },
  exercises: {
    'passed-one': [{ slug: 'a', solved: true }],
    'code-one': [{ slug: 'b', solved: false }],
    'fresh-one': [{ slug: 'c', solved: false }],
  },
};

describe('passed, exercise left and marked done', () => {
  it('ranks passed over everything, then checks passed with code left, then a self-ticked done', () => {
    expect(earnedState('passed-one', 'learning', earned)).toBe('passed');
    expect(earnedState('passed-one', 'done', earned)).toBe('passed');
    expect(earnedState('code-one', 'done', earned)).toBe('exercise-left');
    expect(earnedState('ticked-one', 'done', earned)).toBe('marked-done');
    expect(earnedState('fresh-one', 'pending', earned)).toBeNull();
    expect(earnedState('fresh-one', 'done', {})).toBe('marked-done');
  });

  it('the map names each state (after the visible title: WCAG 2.5.3) and shows which modules have exercises left', () => {
    render(
      <TestProviders>
        <RoadmapMap roadmap={roadmap} statuses={statuses} earned={earned} current={null} onOpen={vi.fn()} />
      </TestProviders>,
    );
    const node = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}:`) });
    expect(node('Passed one')).toHaveAccessibleName('Passed one: In progress, checks passed, passed');
    expect(node('Passed one').querySelector('[data-label]')).toHaveAttribute('data-label', 'Passed');
    expect(node('Ticked one')).toHaveAccessibleName('Ticked one: Done, marked done, not passed');
    expect(node('Ticked one').querySelector('[data-label]')).toHaveAttribute('data-label', 'Marked done');
    expect(node('Ticked one')).toHaveAttribute('data-earned', 'marked-done');
    expect(node('Code one')).toHaveAccessibleName('Code one: In progress, checks passed, 1 code exercise left');
    expect(node('Code one').querySelector('[data-label]')).toHaveAttribute('data-label', 'Exercise left');
    expect(node('Fresh one')).toHaveAccessibleName('Fresh one: Not started, 1 code exercise left');
    expect(within(node('Fresh one')).getByTitle('Has a code exercise to solve')).toBeInTheDocument();
  });

  it('the list shows the badges, with what "marked done" lacks', () => {
    render(
      <TestProviders>
        <RoadmapList roadmap={roadmap} statuses={statuses} earned={earned} current={null} onOpen={vi.fn()} />
      </TestProviders>,
    );
    const item = (name: string) => screen.getByRole('button', { name: new RegExp(`^\\d\\. ${name}:`) });
    expect(within(item('Passed one')).getByText('Passed').closest('[data-earned]')).toHaveAttribute(
      'data-earned',
      'passed',
    );
    expect(within(item('Ticked one')).getByText('Marked done')).toBeInTheDocument();
    expect(
      within(item('Ticked one')).getByText(
        'You marked this done; pass its checks and exercise to count it for the exam.',
      ),
    ).toBeInTheDocument();
    expect(within(item('Code one')).getByText('Exercise left')).toBeInTheDocument();
    expect(within(item('Fresh one')).queryByText(/Passed|Marked done|Exercise left/)).toBeNull();
  });
});
