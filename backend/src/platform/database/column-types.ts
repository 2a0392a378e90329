import type { ColumnType } from 'kysely';

/**
 * Column types that db.generated.ts (`npm run db:types -w backend`) uses for PostgreSQL's date and
 * time types. They say what a row really holds: MikroORM's pool parses none of them (its `pg` type
 * parsers keep PostgreSQL's text, e.g. `2026-11-27 00:12:03.52+00`), so a mapper turns them into
 * `Date` itself (`new Date(row.created_at)`). Written as a `Date` or as such text.
 */
export type TimestampText = ColumnType<string, Date | string, Date | string>;

/** A `date` column: PostgreSQL's `YYYY-MM-DD` text when read; a `Date` or that text when written. */
export type DateText = ColumnType<string, Date | string, Date | string>;
