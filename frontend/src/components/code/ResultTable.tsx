import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid, Table, Text, VisuallyHidden } from '@mantine/core';
import classes from './CodeViews.module.css';

/** A query's result as the judge returns it (SQL problems). */
export interface ResultTableValue {
  columns: string[];
  types?: string[];
  rows: unknown[][];
}

/** Whether a value is a result table `{ columns, rows }`. */
export function isResultTable(value: unknown): value is ResultTableValue {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const { columns, rows } = value as { columns?: unknown; rows?: unknown };
  return (
    Array.isArray(columns) &&
    columns.every((c) => typeof c === 'string') &&
    Array.isArray(rows) &&
    rows.every((row) => Array.isArray(row))
  );
}

const cell = (value: unknown) =>
  value === null || value === undefined ? (
    <Text span size="xs" c="dimmed" fs="italic">
      NULL
    </Text>
  ) : typeof value === 'string' ? (
    value
  ) : (
    JSON.stringify(value)
  );

type Mark = 'added' | 'removed' | undefined;

/** A table of rows with a caption; rows may be marked added (+) or removed (−), by more than colour. */
export function DataTable({
  caption,
  columns,
  types,
  rows,
  marks,
}: {
  caption: string;
  columns: string[];
  types?: string[];
  rows: unknown[][];
  marks?: Mark[];
}) {
  const marked = marks?.some(Boolean) ?? false;
  return (
    <div className={classes.tableBox}>
      <Table withTableBorder withColumnBorders striped={!marked} className={classes.table} captionSide="top">
        <Table.Caption style={{ textAlign: 'start', marginBottom: 4 }}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {marked ? (
              <Table.Th className={classes.mark}>
                <VisuallyHidden>Difference</VisuallyHidden>
              </Table.Th>
            ) : null}
            {columns.map((column, i) => (
              <Table.Th key={`${column}-${i}`} title={types?.[i]}>
                {column}
                {types?.[i] ? (
                  <Text span size="xs" c="dimmed" fw={400}>
                    {' '}
                    {types[i]}
                  </Text>
                ) : null}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length + (marked ? 1 : 0)}>
                <Text size="xs" c="dimmed" fs="italic">
                  No rows
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row, r) => (
              <Table.Tr
                key={r}
                className={
                  marks?.[r] === 'added' ? classes.rowAdded : marks?.[r] === 'removed' ? classes.rowRemoved : undefined
                }
              >
                {marked ? (
                  <Table.Td className={classes.mark}>
                    {marks?.[r] === 'added' ? (
                      <>
                        <span aria-hidden="true">+</span>
                        <VisuallyHidden>not expected</VisuallyHidden>
                      </>
                    ) : marks?.[r] === 'removed' ? (
                      <>
                        <span aria-hidden="true">−</span>
                        <VisuallyHidden>missing</VisuallyHidden>
                      </>
                    ) : null}
                  </Table.Td>
                ) : null}
                {row.map((value, c) => (
                  <Table.Td key={c}>{cell(value)}</Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/** A row's identity for matching: numbers as the judge compares them (2.50 and 2.5 are one). */
const rowKey = (row: unknown[]) =>
  JSON.stringify(row.map((v) => (typeof v === 'number' ? Number(v.toPrecision(12)) : v)));

/**
 * Marks, for each row of `rows`, whether it has no partner in `others` (rows matched as a
 * multiset: a row expected twice and returned once leaves one unmatched).
 */
function unmatched(rows: unknown[][], others: unknown[][]): boolean[] {
  const left = new Map<string, number>();
  for (const row of others) left.set(rowKey(row), (left.get(rowKey(row)) ?? 0) + 1);
  return rows.map((row) => {
    const key = rowKey(row);
    const count = left.get(key) ?? 0;
    if (count === 0) return true;
    left.set(key, count - 1);
    return false;
  });
}

/**
 * The expected result beside the learner's, with the rows that differ marked: expected rows the
 * query did not return (−), and rows it returned that were not expected (+). Same rows in another
 * order and other column names are said in words.
 */
export function RowsDiff({ expected, actual }: { expected: ResultTableValue; actual: ResultTableValue }) {
  const missing = unmatched(expected.rows, actual.rows);
  const extra = unmatched(actual.rows, expected.rows);
  const sameColumns =
    expected.columns.length === actual.columns.length && expected.columns.every((c, i) => c === actual.columns[i]);
  const sameRows = !missing.some(Boolean) && !extra.some(Boolean);
  return (
    <div>
      {!sameColumns ? (
        <Text size="sm" mb={4}>
          Other columns: expected <code>{expected.columns.join(', ') || '(none)'}</code>, your query returned{' '}
          <code>{actual.columns.join(', ') || '(none)'}</code> (names and order count; rename with <code>AS</code>).
        </Text>
      ) : null}
      {sameColumns && sameRows ? (
        <Text size="sm" mb={4}>
          The same rows, in another order: the statement asks for an order (<code>ORDER BY</code>).
        </Text>
      ) : null}
      {!sameRows ? (
        <Text size="xs" c="dimmed" mb={4}>
          Rows marked − are expected but missing from your result; rows marked + are in your result but not expected.
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <DataTable
          caption={`Expected (${expected.rows.length} ${expected.rows.length === 1 ? 'row' : 'rows'})`}
          columns={expected.columns}
          rows={expected.rows}
          marks={missing.map((m) => (m ? 'removed' : undefined))}
        />
        <DataTable
          caption={`Your result (${actual.rows.length} ${actual.rows.length === 1 ? 'row' : 'rows'})`}
          columns={actual.columns}
          types={actual.types}
          rows={actual.rows}
          marks={extra.map((m) => (m ? 'added' : undefined))}
        />
      </SimpleGrid>
    </div>
  );
}

/** A test's input tables (SQL): each table's rows, columns in the order of its first row. */
export function InputTables({ tables }: { tables: unknown }) {
  if (!tables || typeof tables !== 'object' || Array.isArray(tables)) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
      {Object.entries(tables as Record<string, Record<string, unknown>[]>).map(([name, rows]) => {
        const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
        return (
          <DataTable
            key={name}
            caption={`${name} (${rows.length} ${rows.length === 1 ? 'row' : 'rows'})`}
            columns={columns.length ? columns : ['(empty)']}
            rows={rows.map((row) => columns.map((c) => row[c]))}
          />
        );
      })}
    </SimpleGrid>
  );
}
