/**
 * CSV for spreadsheets (RFC 4180: comma, CRLF, quotes doubled), safe to open in Excel or
 * LibreOffice: a cell that starts with = + - @ (or a tab or carriage return, which some programs
 * skip before looking) gets a leading apostrophe, so it is read as text and never as a formula
 * (OWASP 'CSV injection').
 */
const formulaStart = /^[=+\-@\t\r]/

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`
  return /[",\r\n']/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text
}

export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
}
