import pg from 'pg';
import { AllExceptionsFilter } from './all-exceptions.filter.js';

/** What `pg` raises for PostgreSQL: typed SQL (Kysely) passes it on unconverted by the ORM. */
function postgresError(code: string): pg.DatabaseError {
  const error = new pg.DatabaseError('duplicate key value violates unique constraint', 0, 'error');
  error.code = code;
  error.severity = 'ERROR';
  return error;
}

describe('AllExceptionsFilter and PostgreSQL errors from typed SQL', () => {
  const filter = new AllExceptionsFilter();

  it('answers a unique or foreign-key violation raised by pg with 409 CONFLICT, as the ORM exceptions', () => {
    expect(filter.toBody(postgresError('23505'), 'r1')).toMatchObject({ statusCode: 409, code: 'CONFLICT' });
    expect(filter.toBody(postgresError('23503'), 'r2')).toMatchObject({ statusCode: 409, code: 'CONFLICT' });
  });

  it('keeps any other database error, and a non-database error carrying such a code, a 500', () => {
    expect(filter.toBody(postgresError('22P02'), 'r3')).toMatchObject({ statusCode: 500, code: 'INTERNAL_ERROR' });
    expect(filter.toBody(Object.assign(new Error('x'), { code: '23505' }), 'r4')).toMatchObject({ statusCode: 500 });
  });
});
