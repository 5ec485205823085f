import { describe, expect, it } from 'vitest'
import { databaseFailure } from './database-failure.ts'

/** As Drizzle wraps a driver error: the driver's error is the cause. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause })
const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code })

describe('databaseFailure', () => {
  it.each([
    ['connection refused', coded('ECONNREFUSED'), 'unreachable'],
    ['connection reset, wrapped', wrapped(coded('ECONNRESET')), 'unreachable'],
    ['PostgreSQL shutting down (57P01)', wrapped(coded('57P01')), 'unreachable'],
    ['PostgreSQL starting (57P03)', coded('57P03'), 'unreachable'],
    ['connection failure class 08', coded('08006'), 'unreachable'],
    ['too many connections', coded('53300'), 'unreachable'],
    [
      'the connection ended under a query',
      wrapped(new Error('Connection terminated unexpectedly')),
      'unreachable',
    ],
    [
      'no pooled connection within the connect timeout',
      new Error('timeout exceeded when trying to connect'),
      'timeout',
    ],
    [
      'no connection within the connect timeout',
      new Error('Connection terminated due to connection timeout'),
      'timeout',
    ],
    ['statement timeout (57014)', wrapped(coded('57014')), 'timeout'],
    ['work of a request past its deadline', wrapped(coded('WORK_ABANDONED')), 'timeout'],
    ['no answer within the query timeout', wrapped(new Error('Query read timeout')), 'timeout'],
    ['a unique violation', wrapped(coded('23505')), null],
    ['a full disk', coded('ENOSPC'), null],
    ['a plain bug', new TypeError('x is undefined'), null],
    ['not an error', 'ECONNREFUSED', null],
    ['nothing', undefined, null],
  ])('%s → %s', (_name, error, expected) => {
    expect(databaseFailure(error)).toBe(expected)
  })
})
