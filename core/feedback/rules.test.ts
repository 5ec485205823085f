import { describe, expect, it } from 'vitest'
import { answerErrorKey, feedbackLimits, firstFieldError, judgeFiles, sniffImageType } from './rules.ts'

const ok = { name: 'Erika', email: 'erika@example.com', message: 'Gut!', captcha: 'answer' }

describe('firstFieldError: fields checked in the order the form shows them', () => {
  it.each([
    [
      'all empty: the name comes first',
      { name: '', email: '', message: '', captcha: '' },
      'feedback.errors.name',
    ],
    ['blank name (trimmed)', { ...ok, name: '   ' }, 'feedback.errors.name'],
    ['name before a bad email', { ...ok, name: '', email: 'x' }, 'feedback.errors.name'],
    ['missing email', { ...ok, email: '' }, 'feedback.errors.email'],
    ['email without dot', { ...ok, email: 'erika@example' }, 'feedback.errors.email'],
    ['email with space', { ...ok, email: 'erika muster@example.com' }, 'feedback.errors.email'],
    ['email before a short message', { ...ok, email: 'x@', message: '' }, 'feedback.errors.email'],
    ['message of 2 characters', { ...ok, message: 'ab' }, 'feedback.errors.message'],
    ['message of 2 characters after trimming', { ...ok, message: '  ab  ' }, 'feedback.errors.message'],
    ['message before the bot check', { ...ok, message: '', captcha: '' }, 'feedback.errors.message'],
    ['missing bot-check answer', { ...ok, captcha: '' }, 'feedback.errors.captcha'],
    ['blank bot-check answer', { ...ok, captcha: '  ' }, 'feedback.errors.captcha'],
    ['NUL in the name', { ...ok, name: 'Eri\u0000ka' }, 'feedback.errors.name'],
    ['NUL in the email', { ...ok, email: 'erika\u0000@example.com' }, 'feedback.errors.email'],
    ['a control character in the message', { ...ok, message: 'Gut\u0007!' }, 'feedback.errors.message'],
  ])('%s', (_label, fields, key) => {
    expect(firstFieldError(fields)?.key).toBe(key)
  })

  it.each([
    ['a valid form', ok],
    ['a message of exactly 3 characters', { ...ok, message: 'abc' }],
    ['surrounding spaces', { ...ok, name: ' Erika ', email: ' erika@example.com ' }],
  ])('passes %s', (_label, fields) => {
    expect(firstFieldError(fields)).toBeNull()
  })
})

const jpeg = (size = 1000) => ({ type: 'image/jpeg', size })
const png = (size = 1000) => ({ type: 'image/png', size })

describe('judgeFiles: type, then size, then count', () => {
  it.each([
    ['one JPEG', [jpeg()], [null]],
    ['a JPEG and a PNG', [jpeg(), png()], [null, null]],
    ['a GIF', [{ type: 'image/gif', size: 10 }], ['feedback.errors.type']],
    [
      'a PDF that is also too large: type first',
      [{ type: 'application/pdf', size: 9e9 }],
      ['feedback.errors.type'],
    ],
    ['exactly 6 MB', [jpeg(feedbackLimits.maxFileBytes)], [null]],
    ['6 MB and one byte', [png(feedbackLimits.maxFileBytes + 1)], ['feedback.errors.tooLarge']],
    ['three good files', [jpeg(), png(), jpeg()], [null, null, 'feedback.errors.tooMany']],
    [
      'files in error do not count towards the two',
      [{ type: 'text/plain', size: 1 }, jpeg(), png(9e9), png()],
      ['feedback.errors.type', null, 'feedback.errors.tooLarge', null],
    ],
  ])('%s', (_label, files, errors) => {
    expect(judgeFiles(files).map((entry) => entry.error)).toEqual(errors)
  })
})

describe('sniffImageType', () => {
  it.each([
    ['JPEG', [0xff, 0xd8, 0xff, 0xe0], 'image/jpeg'],
    ['PNG', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0], 'image/png'],
    ['GIF', [0x47, 0x49, 0x46, 0x38], null],
    ['HTML', [...new TextEncoder().encode('<html>')], null],
    ['too short', [0xff, 0xd8], null],
  ])('%s', (_label, bytes, type) => {
    expect(sniffImageType(new Uint8Array(bytes))).toBe(type)
  })
})

describe('answerErrorKey', () => {
  it.each([
    ['feedback.errors.csrfMissing', 'feedback.errors.csrfMissing'],
    ['feedback.errors.tooMany', 'feedback.errors.tooMany'],
    ['Cross-site request refused', 'feedback.errors.sendFailed'],
    [undefined, 'feedback.errors.sendFailed'],
  ])('%s → %s', (message, key) => {
    expect(answerErrorKey(message)).toBe(key)
  })
})
