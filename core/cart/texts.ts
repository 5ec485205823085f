import type { Locale } from '#config/locales.ts'

/**
 * What a cart.php list answer notes besides the cart: the machine `notice` the page reads, and the
 * message docs/api.md names for it (stated here once, for the server and the browser's store).
 */
export const cartNotices = {
  CART_EMPTY: 'No items in the cart',
  VAT_REPRICED: 'Multiple VAT rates found',
  /** The back office changed a price of a line since the customer last saw the cart. */
  PRICE_CHANGED: 'Prices have changed',
} as const
export type CartNotice = keyof typeof cartNotices

/** Names of cart lines the server writes into answers, orders and invoices. */
export const cartTexts: Record<
  Locale,
  {
    shirt: string
    voucher: string
    voucherWithShirt: string
    voucherPdf: string
    voucherFor: (name: string) => string
    samples: (count: number) => string
    package7: string
    package7Note: string
    /** 'Hemd 3': a design of the package by its place, as the confirmation mail numbers them. */
    package7Design: (index: number) => string
    /** The package's surcharged options, charged on top of the package price. */
    package7Surcharges: (list: string) => string
  }
> = {
  de: {
    shirt: 'Maßhemd',
    voucher: 'Geschenkgutschein',
    voucherWithShirt: 'Geschenkgutschein mit Hemd',
    voucherPdf: 'Der Code steht nach Zahlungseingang in Ihrer Bestellung',
    voucherFor: (name) => `Für ${name}; der Code steht nach Zahlungseingang in Ihrer Bestellung`,
    samples: (count) => `Stoffmuster (${count})`,
    package7: '7er-Paket Maßhemden',
    package7Note:
      'Sieben Maßhemden auf einem Maßprofil. Erst die Passform: das erste Hemd kommt zuerst, die anderen sechs nach Ihrer Bestätigung.',
    package7Design: (index) => `Hemd ${index}`,
    package7Surcharges: (list) => `Aufpreise zusätzlich zum Paketpreis: ${list}.`,
  },
  en: {
    shirt: 'Made-to-measure shirt',
    voucher: 'Gift voucher',
    voucherWithShirt: 'Gift voucher with a shirt',
    voucherPdf: 'The code appears in your order once payment has arrived',
    voucherFor: (name) => `For ${name}; the code appears in your order once payment has arrived`,
    samples: (count) => `Fabric samples (${count})`,
    package7: '7-shirt package',
    package7Note:
      'Seven made-to-measure shirts on one measurement profile. Fit first: the first shirt comes first, the other six after you confirm the fit.',
    package7Design: (index) => `Shirt ${index}`,
    package7Surcharges: (list) => `Surcharges on top of the package price: ${list}.`,
  },
  fr: {
    shirt: 'Chemise sur mesure',
    voucher: 'Bon cadeau',
    voucherWithShirt: 'Bon cadeau avec chemise',
    voucherPdf: 'Le code apparaît dans votre commande après réception du paiement',
    voucherFor: (name) => `Pour ${name} ; le code apparaît dans votre commande après réception du paiement`,
    samples: (count) => `Échantillons de tissu (${count})`,
    package7: 'Lot de 7 chemises sur mesure',
    package7Note:
      'Sept chemises sur mesure sur un même profil de mesures. D’abord l’ajustement : la première chemise part en premier, les six autres après votre confirmation.',
    package7Design: (index) => `Chemise ${index}`,
    package7Surcharges: (list) => `Suppléments en plus du prix du lot : ${list}.`,
  },
  es: {
    shirt: 'Camisa a medida',
    voucher: 'Vale regalo',
    voucherWithShirt: 'Vale regalo con camisa',
    voucherPdf: 'El código aparece en su pedido cuando recibimos el pago',
    voucherFor: (name) => `Para ${name}; el código aparece en su pedido cuando recibimos el pago`,
    samples: (count) => `Muestras de tela (${count})`,
    package7: 'Paquete de 7 camisas a medida',
    package7Note:
      'Siete camisas a medida con un mismo perfil de medidas. Primero el ajuste: la primera camisa llega antes, las otras seis tras su confirmación.',
    package7Design: (index) => `Camisa ${index}`,
    package7Surcharges: (list) => `Suplementos además del precio del paquete: ${list}.`,
  },
}
