import '@mantine/core/styles/Code.css';
import { Code, Text } from '@mantine/core';
import { diffChars, diffJson, type ChangeObject } from 'diff';
import classes from './CodeViews.module.css';

/** A value as the learner would write it: JSON, on one line when short. */
export function formatValue(value: unknown): string {
  if (value === undefined) return 'undefined';
  const flat = JSON.stringify(value);
  return flat !== undefined && flat.length <= 80 ? flat : (JSON.stringify(value, null, 2) ?? String(value));
}

/**
 * Expected against actual: characters for two strings, JSON lines otherwise (jsdiff). Removed
 * parts are what was expected and is missing, added parts what the code returned instead;
 * both are marked by more than colour (− and + signs, strike-through and underline).
 */
export function ValueDiff({ expected, actual }: { expected: unknown; actual: unknown }) {
  const parts: ChangeObject<string>[] =
    typeof expected === 'string' && typeof actual === 'string'
      ? diffChars(expected, actual)
      : diffJson(expected as object, (actual ?? null) as object);
  return (
    <div>
      <Text size="xs" c="dimmed" mb={4}>
        Difference (<span className={classes.removed}>− expected</span>,{' '}
        <span className={classes.added}>+ returned</span>)
      </Text>
      <Code block className={classes.diff}>
        {parts.map((part, i) =>
          part.added ? (
            <ins key={i} className={classes.added}>
              {part.value}
            </ins>
          ) : part.removed ? (
            <del key={i} className={classes.removed}>
              {part.value}
            </del>
          ) : (
            <span key={i}>{part.value}</span>
          ),
        )}
      </Code>
    </div>
  );
}
