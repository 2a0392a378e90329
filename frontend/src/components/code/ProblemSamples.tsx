import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Paper.css';
import { Code, Paper, Stack, Text } from '@mantine/core';
import type { ProblemResponse } from '../../api/generated/types.gen';
import { DataTable, InputTables, isResultTable } from './ResultTable';
import { formatValue } from './ValueDiff';

/** A problem's function and its examples (the sample tests Run tries), as practice and lessons show them. */
export function ProblemSamples({ problem }: { problem: Pick<ProblemResponse, 'signature' | 'samples' | 'sqlSchema'> }) {
  if (problem.sqlSchema !== undefined)
    return (
      <Stack gap="xs">
        {problem.samples.map((sample) => (
          <Paper key={sample.name} withBorder p="xs" radius="sm">
            <Stack gap={6}>
              <Text size="sm" fw={500}>
                {sample.name}
              </Text>
              <InputTables tables={sample.args[0]} />
              {isResultTable(sample.expected) ? (
                <DataTable caption="Expected result" columns={sample.expected.columns} rows={sample.expected.rows} />
              ) : null}
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  return (
    <Stack gap="xs">
      {problem.samples.map((sample) => (
        <Paper key={sample.name} withBorder p="xs" radius="sm">
          <Text size="sm" fw={500}>
            {sample.name}
          </Text>
          <Text size="sm">
            Input:{' '}
            <Code>
              {problem.signature.params.map((p, i) => `${p.name} = ${formatValue(sample.args[i])}`).join(', ')}
            </Code>
          </Text>
          <Text size="sm">
            Expected: <Code>{formatValue(sample.expected)}</Code>
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}

/** The function to write: `name(a: int, b: int) → int`. */
export const signatureText = ({ signature }: Pick<ProblemResponse, 'signature'>) =>
  `${signature.name}(${signature.params.map((p) => `${p.name}: ${p.type}`).join(', ')}) → ${signature.returns}`;
