import { describe, expect, it } from 'vitest'
import { csvCell, toCsv } from './csv.ts'

describe('csvCell', () => {
  it.each([
    ['plain', 'anna@example.com', 'anna@example.com'],
    ['null', null, ''],
    ['a number stays a number', -5, '-5'],
    ['comma', 'a,b', '"a,b"'],
    ['quote', 'say "hi"', '"say ""hi"""'],
    ['newline', 'a\nb', '"a\nb"'],
    ['formula =', '=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['formula +', '+49 30 123', `"'+49 30 123"`],
    ['formula -', '-2+3', `"'-2+3"`],
    ['formula @', '@SUM(A1)', `"'@SUM(A1)"`],
    ['leading tab', '\t=1', `"'\t=1"`],
    ['leading carriage return', '\r=1', `"'\r=1"`],
    ['equals later is fine', 'a=b', 'a=b'],
    ['leading space kept', ' x', '" x"'],
  ])('%s', (_name, value, cell) => {
    expect(csvCell(value)).toBe(cell)
  })
})

describe('toCsv', () => {
  it('joins cells with commas and rows with CRLF, header first', () => {
    expect(
      toCsv(
        ['email', 'status'],
        [
          ['a@b.de', 'subscribed'],
          ['=x@y.de', null],
        ],
      ),
    ).toBe(`email,status\r\na@b.de,subscribed\r\n"'=x@y.de",\r\n`)
  })
})
