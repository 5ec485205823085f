/**
 * The carrier's public tracking page for a shipment, for the shipping mail and the customer's
 * order page; null where the carrier has no page that takes the number in its address.
 */
const pages: Record<string, (number: string) => string> = {
  DHL: (n) => `https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${n}`,
  DPD: (n) => `https://tracking.dpd.de/status/de_DE/parcel/${n}`,
  GLS: (n) => `https://gls-group.com/DE/de/paketverfolgung?match=${n}`,
  UPS: (n) => `https://www.ups.com/track?tracknum=${n}`,
  FedEx: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
}

export function trackingUrl(carrier: string | null, trackingNumber: string | null): string | null {
  const page = carrier ? pages[carrier] : undefined
  return page && trackingNumber ? page(encodeURIComponent(trackingNumber.replaceAll(' ', ''))) : null
}
