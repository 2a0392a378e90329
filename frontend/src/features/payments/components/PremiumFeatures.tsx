import '@mantine/core/styles/Table.css';
import { Table, Text } from '@mantine/core';
import { IconCheck, IconMinus } from '@tabler/icons-react';

/**
 * What each tier gives: every learning feature is free; premium adds extras and supports the
 * platform. Every benefit the server keeps for premium members is here: the editorial before
 * solving (practice) and the Executive resume template (resume's PREMIUM_TEMPLATES).
 */
export const FEATURES: ReadonlyArray<{ feature: string; free: boolean | string; premium: boolean | string }> = [
  { feature: 'Career quiz, every roadmap and its exam', free: true, premium: true },
  { feature: 'Verifiable certificates (Open Badges) with PDF', free: true, premium: true },
  { feature: 'Coding practice judged in the sandbox', free: true, premium: true },
  { feature: 'XP, streaks, leaderboards and leagues', free: true, premium: true },
  { feature: 'Resume builder, project feedback, free resources', free: true, premium: true },
  { feature: "A problem's editorial", free: 'after you solve it', premium: 'any time, before you solve it' },
  { feature: 'The Executive resume template', free: false, premium: true },
  { feature: 'Premium badge on your dashboard', free: false, premium: true },
  { feature: 'Keeps DevPath free for everyone', free: false, premium: true },
];

function Cell({ value }: { value: boolean | string }) {
  if (typeof value === 'string') return <Text size="sm">{value}</Text>;
  return value ? (
    <IconCheck size={18} color="var(--mantine-color-teal-8)" aria-label="Included" />
  ) : (
    <IconMinus size={18} aria-label="Not included" />
  );
}

/** The feature table of /pricing and /premium. */
export function PremiumFeatures() {
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table striped verticalSpacing="xs">
        <Table.Caption>What each plan includes</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Feature</Table.Th>
            <Table.Th scope="col">Free</Table.Th>
            <Table.Th scope="col">Premium</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {FEATURES.map((row) => (
            <Table.Tr key={row.feature}>
              <Table.Th scope="row" fw={400}>
                {row.feature}
              </Table.Th>
              <Table.Td>
                <Cell value={row.free} />
              </Table.Td>
              <Table.Td>
                <Cell value={row.premium} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
