/** Bank account for prepayment (shown after the order and printed on the invoice). */
export const bankAccount = {
  holder: 'Nadel & Faden Maßkonfektion GmbH',
  bank: 'Berliner Sparkasse',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'BELADEBEXXX',
} as const

/** Days to pay an invoice (purchase on account). */
export const invoiceDueDays = 14
