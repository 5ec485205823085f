/**
 * Working days of the workshop in Berlin: Monday to Friday, except the public holidays of the
 * state of Berlin and the two days the workshop closes besides (24 and 31 December). Every
 * delivery estimate counts these days, so the shop never promises a Sunday or Christmas Day.
 */

/** Easter Sunday of a year (the anonymous Gregorian algorithm), as a UTC date. */
export function easterSunday(year: number): Date {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return new Date(Date.UTC(year, month - 1, day))
}

/** Fixed days off as MM-DD: the Berlin holidays with a fixed date, and 24 and 31 December. */
const fixedDaysOff = new Set([
  '01-01', // Neujahr
  '03-08', // Internationaler Frauentag (Berlin)
  '05-01', // Tag der Arbeit
  '10-03', // Tag der Deutschen Einheit
  '12-24', // Heiligabend (workshop closed)
  '12-25', // 1. Weihnachtstag
  '12-26', // 2. Weihnachtstag
  '12-31', // Silvester (workshop closed)
])

/** Days off that move with Easter, as offsets from Easter Sunday. */
const easterOffsets = [
  -2, // Karfreitag
  1, // Ostermontag
  39, // Christi Himmelfahrt
  50, // Pfingstmontag
]

const isoDay = (date: Date) => date.toISOString().slice(0, 10)
const movableCache = new Map<number, Set<string>>()

function movableDaysOff(year: number): Set<string> {
  let days = movableCache.get(year)
  if (!days) {
    const easter = easterSunday(year).getTime()
    days = new Set(easterOffsets.map((offset) => isoDay(new Date(easter + offset * 86_400_000))))
    movableCache.set(year, days)
  }
  return days
}

/** Whether the workshop works on this calendar day (a UTC midnight date). */
export function isWorkingDay(date: Date): boolean {
  const weekday = date.getUTCDay()
  if (weekday === 0 || weekday === 6) return false
  const iso = isoDay(date)
  if (fixedDaysOff.has(iso.slice(5))) return false
  return !movableDaysOff(date.getUTCFullYear()).has(iso)
}

/** The calendar day in Berlin on which a moment falls, as a UTC midnight date. */
export function berlinDay(moment: Date): Date {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(moment)
    .split('-')
    .map(Number)
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1))
}

/** The day `days` working days after the Berlin day of `start` (the start day itself not counted). */
export function addWorkingDays(start: Date, days: number): Date {
  const date = berlinDay(start)
  let left = days
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1)
    if (isWorkingDay(date)) left -= 1
  }
  return date
}
