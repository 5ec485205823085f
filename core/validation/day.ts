import { z } from 'zod'

/**
 * A calendar day as forms and filters send it (YYYY-MM-DD): a day that exists, in a year
 * PostgreSQL stores. A pattern alone let '6821-87-09' through to the query, which then failed.
 */
export const DaySchema = z.iso.date().refine((value) => !value.startsWith('0000'))
