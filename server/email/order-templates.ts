import { findCountryByCode } from '#config/countries.ts'
import type { Locale } from '#config/locales.ts'
import type { MailTemplates } from '#core/email/contract.ts'
import { formatDate, formatPrice } from '#core/format.ts'
import type { OrderAddress } from '#db/schema/index.ts'
import type { TFunction } from '../../app/i18n/i18n.ts'
import type { MailBlock } from './layout.ts'

type Rendered = { subject: string; blocks: MailBlock[] }

export const money = (cents: number, locale: Locale) => formatPrice(cents / 100, locale)

/** '19 %', '7,7 %' (decimal comma where the language writes one). */
export function percent(rate: number, locale: Locale): string {
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(rate)} %`
}

/** An address as a letter shows it, the country in the mail's language. */
export function addressLines(address: OrderAddress, locale: Locale): string {
  const country = findCountryByCode(address.countryCode)?.name[locale] ?? address.countryCode
  return [
    address.company,
    [address.salutation, address.firstName, address.lastName].filter(Boolean).join(' '),
    address.street,
    `${address.postalCode} ${address.city}`,
    country,
  ]
    .filter(Boolean)
    .join('\n')
}

const p = (text: string): MailBlock => ({ kind: 'paragraph', text })
const note = (text: string): MailBlock => ({ kind: 'note', text })
const heading = (text: string): MailBlock => ({ kind: 'heading', text })

function totalsBlock(data: MailTemplates['orderConfirmation'], t: TFunction, locale: Locale): MailBlock {
  const { totals } = data
  const rows: { label: string; value: string; strong?: boolean }[] = [
    { label: t('orderMail.subtotal'), value: money(totals.itemsCents, locale) },
    {
      label: t('orderMail.shipping'),
      value: totals.shippingCents > 0 ? money(totals.shippingCents, locale) : t('orderMail.shippingFree'),
    },
    ...totals.vouchers.map((voucher) => ({
      label: t('orderMail.voucher', { code: voucher.code }),
      value: `−${money(voucher.amountCents, locale)}`,
    })),
    { label: t('orderMail.total'), value: money(totals.totalCents, locale), strong: true },
    ...totals.vat
      .filter((share) => share.rate > 0)
      .map((share) => ({
        label: t('orderMail.vatLine', {
          rate: percent(share.rate, locale),
          net: money(share.netCents, locale),
        }),
        value: money(share.vatCents, locale),
      })),
  ]
  return { kind: 'rows', rows }
}

function paymentBlocks(data: MailTemplates['orderConfirmation'], t: TFunction, locale: Locale): MailBlock[] {
  const amount = money(data.totals.totalCents, locale)
  const blocks: MailBlock[] = [
    heading(t('orderMail.paymentHeading')),
    p(t('orderMail.method', { method: t(`orderMail.methods.${data.paymentMethod}`) })),
  ]
  if (data.bank) {
    blocks.push(
      p(
        data.dueDays
          ? t('orderMail.invoice', { amount, days: data.dueDays })
          : t('orderMail.prepayment', { amount }),
      ),
      {
        kind: 'rows',
        rows: [
          { label: t('orderMail.bankHolder'), value: data.bank.holder },
          { label: t('orderMail.bankName'), value: data.bank.bank },
          { label: 'IBAN', value: data.bank.iban },
          { label: 'BIC', value: data.bank.bic },
          { label: t('orderMail.reference'), value: data.number, strong: true },
        ],
      },
    )
  } else if (data.paid) blocks.push(p(t('orderMail.paid')))
  else if (data.paymentMethod === 'card' && data.totals.totalCents > 0)
    blocks.push(p(t('orderMail.cardPending')))
  else if (data.totals.totalCents === 0) blocks.push(p(t('orderMail.nothingToPay')))
  return blocks
}

/** The order confirmation: the whole contract in the customer's language, on a durable medium. */
export function orderConfirmation(
  data: MailTemplates['orderConfirmation'],
  t: TFunction,
  locale: Locale,
): Rendered {
  const date = (iso: string) => formatDate(iso, locale)
  const lines: MailBlock[] = data.lines.map((line) => ({
    kind: 'item',
    title: line.amount > 1 ? t('orderMail.times', { amount: line.amount, name: line.name }) : line.name,
    details: [
      line.description,
      ...line.designs.map((summary, index) => t('orderMail.packageDesign', { index: index + 1, summary })),
      line.measure ? t('orderMail.measure', { name: line.measure }) : '',
      line.amount > 1 ? t('orderMail.unitPrice', { price: money(line.unitCents, locale) }) : '',
      line.vatRate > 0 ? t('orderMail.lineVat', { rate: percent(line.vatRate, locale) }) : '',
      t(`orderMail.withdrawal.${line.withdrawal}`),
    ].filter(Boolean),
    price: money(line.lineCents, locale),
    imageUrl: line.imageUrl,
  }))
  const hasShirts = data.lines.some((line) => line.withdrawal === 'excluded')
  return {
    subject: t('orderMail.subject', { number: data.number }),
    blocks: [
      p(t('orderMail.intro', { number: data.number, date: date(data.orderedAt) })),
      heading(t('orderMail.orderHeading', { number: data.number })),
      ...lines,
      totalsBlock(data, t, locale),
      ...(data.totals.vat.every((share) => share.rate === 0) ? [note(t('orderMail.noVat'))] : []),
      ...(data.totals.vouchers.some((voucher) => voucher.amountCents > 0) &&
      data.totals.vat.some((share) => share.rate > 0)
        ? [note(t('orderMail.voucherVatNote'))]
        : []),
      ...paymentBlocks(data, t, locale),
      heading(t('orderMail.deliveryHeading')),
      p(
        [
          t(hasShirts ? 'orderMail.expectedShirts' : 'orderMail.expected', {
            date: date(data.expectedDelivery),
          }),
          data.needBy ? t('orderMail.needBy', { date: date(data.needBy) }) : '',
          data.giftVouchersLater > 0
            ? t('orderMail.giftVouchersLater', { count: data.giftVouchersLater })
            : '',
        ]
          .filter(Boolean)
          .join('\n\n'),
      ),
      p(`${t('orderMail.shippingAddress')}:\n${addressLines(data.shippingAddress, locale)}`),
      p(`${t('orderMail.billing')}:\n${addressLines(data.billingAddress, locale)}`),
      heading(t('orderMail.withdrawalHeading')),
      p(t('orderMail.withdrawalText')),
      { kind: 'button', label: t('orderMail.withdrawalButton'), url: data.withdrawalUrl },
      note(t('orderMail.attachments')),
      ...(data.guest ? [p(t('orderMail.guestAccount'))] : []),
      ...orderButton({ ordersUrl: data.orderUrl, guest: data.guest }, t),
    ],
  }
}

/** The order button of every order mail: to the link the one rule chose (core orderPageLink), if any. */
function orderButton(data: { ordersUrl: string | null; guest?: boolean }, t: TFunction) {
  if (!data.ordersUrl) return []
  return [
    {
      kind: 'button',
      label: t(data.guest ? 'orderMail.guestOrderButton' : 'orderMail.orderButton'),
      url: data.ordersUrl,
    } as const,
  ]
}

/** The gift vouchers of a paid order: one PDF each, the codes also in the mail. */
export function giftVouchers(data: MailTemplates['giftVouchers'], t: TFunction, locale: Locale): Rendered {
  return {
    subject: t('orderMail.gift.subject', { number: data.number, count: data.vouchers.length }),
    blocks: [
      p(t('orderMail.gift.intro', { count: data.vouchers.length })),
      ...data.vouchers.map(
        (voucher): MailBlock => ({
          kind: 'item',
          title: t('orderMail.voucherPdf.title'),
          details: [
            voucher.recipientName ? t('orderMail.gift.for', { name: voucher.recipientName }) : '',
            voucher.design ? t('orderMail.voucherPdf.shirt', { design: voucher.design }) : '',
            t('orderMail.gift.code', { code: voucher.code }),
            voucher.expiresAt
              ? t('orderMail.gift.valid', { date: formatDate(voucher.expiresAt, locale) })
              : '',
          ].filter(Boolean),
          price: money(voucher.valueCents, locale),
        }),
      ),
      note(t('orderMail.gift.note')),
    ],
  }
}

/** The back office shipped the order: carrier, tracking number, and the carrier's page if it has one. */
export function orderShipped(data: MailTemplates['orderShipped'], t: TFunction): Rendered {
  return {
    subject: t('orderMail.step.shippedSubject', { number: data.number }),
    blocks: [
      p(t('orderMail.step.shippedIntro', { number: data.number })),
      {
        kind: 'rows',
        rows: [
          { label: t('orderMail.step.carrier'), value: data.carrier },
          { label: t('orderMail.step.trackingNumber'), value: data.trackingNumber, strong: true },
        ],
      },
      ...(data.trackingUrl
        ? [{ kind: 'button', label: t('orderMail.step.track'), url: data.trackingUrl } as const]
        : []),
      ...orderButton(data, t),
    ],
  }
}

export function orderCancelled(data: MailTemplates['orderCancelled'], t: TFunction): Rendered {
  return {
    subject: t('orderMail.step.cancelledSubject', { number: data.number }),
    blocks: [
      p(t('orderMail.step.cancelledIntro', { number: data.number })),
      note(t('orderMail.step.cancelledNote')),
      ...orderButton(data, t),
    ],
  }
}

export function orderRefunded(data: MailTemplates['orderRefunded'], t: TFunction): Rendered {
  return {
    subject: t('orderMail.step.refundedSubject', { number: data.number }),
    blocks: [p(t('orderMail.step.refundedIntro', { number: data.number })), ...orderButton(data, t)],
  }
}
