/**
 * Delivery countries served by the shop, published as /data/countries.json.
 * EU destinations are taxed at their own standard rate (OSS); non-EU destinations ship without VAT.
 * Rates as of 2026; change them here only.
 */
export type Country = {
  countryID: number
  countryCode: string
  VAT: number
  eu: boolean
  name: { de: string; en: string; fr: string; es: string }
}

const c = (
  countryID: number,
  countryCode: string,
  VAT: number,
  eu: boolean,
  de: string,
  en: string,
  fr: string,
  es: string,
): Country => ({
  countryID,
  countryCode,
  VAT,
  eu,
  name: { de, en, fr, es },
})

export const countries: readonly Country[] = [
  c(1, 'DE', 19, true, 'Deutschland', 'Germany', 'Allemagne', 'Alemania'),
  c(2, 'AT', 20, true, 'Österreich', 'Austria', 'Autriche', 'Austria'),
  c(3, 'BE', 21, true, 'Belgien', 'Belgium', 'Belgique', 'Bélgica'),
  c(4, 'BG', 20, true, 'Bulgarien', 'Bulgaria', 'Bulgarie', 'Bulgaria'),
  c(5, 'HR', 25, true, 'Kroatien', 'Croatia', 'Croatie', 'Croacia'),
  c(6, 'CY', 19, true, 'Zypern', 'Cyprus', 'Chypre', 'Chipre'),
  c(7, 'CZ', 21, true, 'Tschechien', 'Czechia', 'Tchéquie', 'Chequia'),
  c(8, 'DK', 25, true, 'Dänemark', 'Denmark', 'Danemark', 'Dinamarca'),
  c(9, 'EE', 24, true, 'Estland', 'Estonia', 'Estonie', 'Estonia'),
  c(10, 'FI', 25.5, true, 'Finnland', 'Finland', 'Finlande', 'Finlandia'),
  c(11, 'FR', 20, true, 'Frankreich', 'France', 'France', 'Francia'),
  c(12, 'GR', 24, true, 'Griechenland', 'Greece', 'Grèce', 'Grecia'),
  c(13, 'HU', 27, true, 'Ungarn', 'Hungary', 'Hongrie', 'Hungría'),
  c(14, 'IE', 23, true, 'Irland', 'Ireland', 'Irlande', 'Irlanda'),
  c(15, 'IT', 22, true, 'Italien', 'Italy', 'Italie', 'Italia'),
  c(16, 'LV', 21, true, 'Lettland', 'Latvia', 'Lettonie', 'Letonia'),
  c(17, 'LT', 21, true, 'Litauen', 'Lithuania', 'Lituanie', 'Lituania'),
  c(18, 'LU', 17, true, 'Luxemburg', 'Luxembourg', 'Luxembourg', 'Luxemburgo'),
  c(19, 'MT', 18, true, 'Malta', 'Malta', 'Malte', 'Malta'),
  c(20, 'NL', 21, true, 'Niederlande', 'Netherlands', 'Pays-Bas', 'Países Bajos'),
  c(21, 'PL', 23, true, 'Polen', 'Poland', 'Pologne', 'Polonia'),
  c(22, 'PT', 23, true, 'Portugal', 'Portugal', 'Portugal', 'Portugal'),
  c(23, 'RO', 21, true, 'Rumänien', 'Romania', 'Roumanie', 'Rumanía'),
  c(24, 'SK', 23, true, 'Slowakei', 'Slovakia', 'Slovaquie', 'Eslovaquia'),
  c(25, 'SI', 22, true, 'Slowenien', 'Slovenia', 'Slovénie', 'Eslovenia'),
  c(26, 'ES', 21, true, 'Spanien', 'Spain', 'Espagne', 'España'),
  c(27, 'SE', 25, true, 'Schweden', 'Sweden', 'Suède', 'Suecia'),
  c(28, 'CH', 0, false, 'Schweiz', 'Switzerland', 'Suisse', 'Suiza'),
  c(29, 'GB', 0, false, 'Vereinigtes Königreich', 'United Kingdom', 'Royaume-Uni', 'Reino Unido'),
  c(30, 'NO', 0, false, 'Norwegen', 'Norway', 'Norvège', 'Noruega'),
]

export const defaultCountry = countries[0] as Country

export function findCountry(id: number): Country | undefined {
  return countries.find((country) => country.countryID === id)
}

export function findCountryByCode(code: string): Country | undefined {
  const upper = code.toUpperCase()
  return countries.find((country) => country.countryCode === upper)
}
