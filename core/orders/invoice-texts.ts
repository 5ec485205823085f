import type { Locale } from '#config/locales.ts'

/**
 * The printed words of the invoice per language. The German set is the legally issued original
 * (§ 14 UStG); the others label the customer's copy in the order's language.
 */
export type InvoiceTexts = {
  invoice: string
  filename: string
  copyNote: string
  invoiceNumber: string
  invoiceDate: string
  orderNumber: string
  orderDate: string
  supply: string
  shipTo: string
  pos: string
  item: string
  amount: string
  unit: string
  vat: string
  line: string
  measure: string
  shipping: string
  voucher: string
  net: string
  tax: string
  total: string
  toPay: string
  paidOn: string
  nothingDue: string
  transfer: string
  due: (days: number) => string
  card: string
  noVat: string
  voucherVat: string
  /** A redeemed voucher counts as a payment: the VAT is the goods' VAT. */
  voucherRedeemedVat: string
  managingDirector: string
  vatId: string
  /** The seller's Steuernummer, beside the VAT id (§ 14 (4) UStG). */
  taxNumber: string
}

export const invoiceTexts: Record<Locale, InvoiceTexts> = {
  de: {
    invoice: 'Rechnung',
    filename: 'Rechnung',
    copyNote: '',
    invoiceNumber: 'Rechnungsnummer',
    invoiceDate: 'Rechnungsdatum',
    orderNumber: 'Bestellnummer',
    orderDate: 'Bestelldatum',
    supply: 'Leistungsdatum (voraussichtlich)',
    shipTo: 'Lieferadresse',
    pos: 'Pos.',
    item: 'Artikel',
    amount: 'Menge',
    unit: 'Einzelpreis',
    vat: 'USt.',
    line: 'Gesamt',
    measure: 'Maßprofil',
    shipping: 'Versand',
    voucher: 'Gutschein',
    net: 'Nettobetrag',
    tax: 'Umsatzsteuer',
    total: 'Rechnungsbetrag',
    toPay: 'Zu zahlen',
    paidOn: 'Bezahlt am',
    nothingDue: 'Der Rechnungsbetrag ist vollständig beglichen.',
    transfer: 'Bitte überweisen Sie den Betrag unter Angabe der Bestellnummer',
    due: (days) => `zahlbar innerhalb von ${days} Tagen`,
    card: 'Die Zahlung per Kreditkarte oder PayPal ist noch nicht eingegangen.',
    noVat: 'Lieferung in ein Drittland: steuerfreie Ausfuhrlieferung (§ 4 Nr. 1a, § 6 UStG).',
    voucherVat: 'Gutscheinverkauf: Mehrzweckgutschein, Umsatzsteuer erst bei Einlösung (§ 3 Abs. 15 UStG).',
    voucherRedeemedVat:
      'Eingelöster Gutschein: Mehrzweckgutschein, wie eine Zahlung angerechnet; er mindert die Umsatzsteuer nicht (§ 3 Abs. 15 UStG).',
    managingDirector: 'Geschäftsführung',
    vatId: 'USt-IdNr.',
    taxNumber: 'Steuernummer',
  },
  en: {
    invoice: 'Invoice',
    filename: 'Invoice',
    copyNote: 'Customer copy in English. The legally issued invoice is the German original.',
    invoiceNumber: 'Invoice number',
    invoiceDate: 'Invoice date',
    orderNumber: 'Order number',
    orderDate: 'Order date',
    supply: 'Date of supply (expected)',
    shipTo: 'Delivery address',
    pos: 'No.',
    item: 'Item',
    amount: 'Qty',
    unit: 'Unit price',
    vat: 'VAT',
    line: 'Total',
    measure: 'Measurement profile',
    shipping: 'Shipping',
    voucher: 'Voucher',
    net: 'Net amount',
    tax: 'VAT',
    total: 'Invoice total',
    toPay: 'Amount due',
    paidOn: 'Paid on',
    nothingDue: 'The invoice total has been settled in full.',
    transfer: 'Please transfer the amount quoting your order number',
    due: (days) => `payable within ${days} days`,
    card: 'Your payment by credit card or PayPal has not reached us yet.',
    noVat: 'Delivery to a non-EU country: VAT-exempt export (§ 4 No. 1a, § 6 UStG).',
    voucherVat: 'Gift voucher sale: multi-purpose voucher, VAT is charged on redemption (§ 3 (15) UStG).',
    voucherRedeemedVat:
      'Redeemed gift voucher: a multi-purpose voucher counts as a payment and does not lower the VAT (§ 3 (15) UStG).',
    managingDirector: 'Managing director',
    vatId: 'VAT ID',
    taxNumber: 'Tax number',
  },
  fr: {
    invoice: 'Facture',
    filename: 'Facture',
    copyNote: 'Copie client en français. La facture légalement émise est l’original allemand.',
    invoiceNumber: 'N° de facture',
    invoiceDate: 'Date de facture',
    orderNumber: 'N° de commande',
    orderDate: 'Date de commande',
    supply: 'Date de livraison (prévue)',
    shipTo: 'Adresse de livraison',
    pos: 'N°',
    item: 'Article',
    amount: 'Qté',
    unit: 'Prix unitaire',
    vat: 'TVA',
    line: 'Total',
    measure: 'Profil de mesures',
    shipping: 'Livraison',
    voucher: 'Bon d’achat',
    net: 'Montant HT',
    tax: 'TVA',
    total: 'Total de la facture',
    toPay: 'Reste à payer',
    paidOn: 'Payée le',
    nothingDue: 'Le montant de la facture est intégralement réglé.',
    transfer: 'Merci de virer le montant en indiquant votre numéro de commande',
    due: (days) => `payable sous ${days} jours`,
    card: 'Votre paiement par carte bancaire ou PayPal ne nous est pas encore parvenu.',
    noVat: 'Livraison hors UE : exportation exonérée de TVA (§ 4 n° 1a, § 6 UStG).',
    voucherVat:
      'Vente de bon d’achat : bon à usage multiple, TVA due lors de son utilisation (§ 3 al. 15 UStG).',
    voucherRedeemedVat:
      'Bon d’achat utilisé : un bon à usage multiple compte comme un paiement et ne réduit pas la TVA (§ 3 al. 15 UStG).',
    managingDirector: 'Gérante',
    vatId: 'N° de TVA',
    taxNumber: 'N° fiscal',
  },
  es: {
    invoice: 'Factura',
    filename: 'Factura',
    copyNote: 'Copia para el cliente en español. La factura emitida legalmente es el original en alemán.',
    invoiceNumber: 'N.º de factura',
    invoiceDate: 'Fecha de factura',
    orderNumber: 'N.º de pedido',
    orderDate: 'Fecha del pedido',
    supply: 'Fecha de entrega (prevista)',
    shipTo: 'Dirección de entrega',
    pos: 'N.º',
    item: 'Artículo',
    amount: 'Cant.',
    unit: 'Precio unitario',
    vat: 'IVA',
    line: 'Total',
    measure: 'Perfil de medidas',
    shipping: 'Envío',
    voucher: 'Vale',
    net: 'Base imponible',
    tax: 'IVA',
    total: 'Total de la factura',
    toPay: 'Importe pendiente',
    paidOn: 'Pagada el',
    nothingDue: 'El importe de la factura está pagado en su totalidad.',
    transfer: 'Le rogamos transfiera el importe indicando su número de pedido',
    due: (days) => `pagadero en ${days} días`,
    card: 'Aún no hemos recibido su pago con tarjeta o PayPal.',
    noVat: 'Entrega fuera de la UE: exportación exenta de IVA (§ 4 n.º 1a, § 6 UStG).',
    voucherVat: 'Venta de vale: vale polivalente, el IVA se aplica al canjearlo (§ 3 (15) UStG).',
    voucherRedeemedVat:
      'Vale canjeado: un vale polivalente cuenta como un pago y no reduce el IVA (§ 3 (15) UStG).',
    managingDirector: 'Gerente',
    vatId: 'NIF-IVA',
    taxNumber: 'N.º fiscal',
  },
}
