import { describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { QueryFailedError } from 'typeorm';
import { toApiError } from './api-error.filter.js';

/** An error as PostgreSQL sends it through pg, with its SQLSTATE. */
const postgresError = (code: string, message: string) =>
  Object.assign(new pg.DatabaseError(message, 0, 'error'), { code });

const INVALID_VALUE = { statusCode: 400, code: 'INVALID_VALUE', message: 'errors.invalidValue' };

describe('an error the database raised for a value it was given', () => {
  it.each([
    ['22003', 'value "40000" is out of range for type smallint'],
    ['22021', 'invalid byte sequence for encoding "UTF8": 0x00'],
    ['22P05', 'unsupported Unicode escape sequence'],
    ['22P02', 'invalid input syntax for type json'],
    ['22008', 'date/time field value out of range'],
  ])('given SQLSTATE %s (%s), then the request is answered 400, not 500', (code, message) => {
    expect(toApiError(postgresError(code, message))).toEqual(INVALID_VALUE);
  });

  it('given the same error wrapped by TypeORM or as the cause of another, then it is found', () => {
    const wrapped = new QueryFailedError('SELECT $1::smallint', [40000], postgresError('22003', 'out of range'));
    expect(toApiError(wrapped)).toEqual(INVALID_VALUE);
    expect(toApiError(new Error('append failed', { cause: wrapped }))).toEqual(INVALID_VALUE);
  });

  it('given any other database error (a broken constraint, a syntax error) or a Node error code, then it stays unknown (500)', () => {
    expect(toApiError(postgresError('23505', 'duplicate key value'))).toBeUndefined();
    expect(toApiError(postgresError('42601', 'syntax error'))).toBeUndefined();
    expect(toApiError(Object.assign(new Error('operation not permitted'), { code: 'EPERM' }))).toBeUndefined();
  });
});
