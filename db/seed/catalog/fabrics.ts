import { defaultFacetsOf } from '../../../core/catalog/fabric-facets.ts'
import type {
  FabricDef,
  FabricPattern,
  FabricWeave,
  PriceGroup,
  Translated,
} from '../../../core/catalog/types.ts'

/**
 * The seeded fabric range: 146 shirtings, ids 1001 upwards, article numbers 'NF-<id>'.
 *
 * Built from three compact tables (weave/pattern styles, colours, and one row per fabric) so that
 * the names stay consistent in all four languages, including French and Spanish adjective
 * agreement. Everything below is deterministic: the same rows always give the same array.
 *
 * `origin` is an ISO 3166-1 alpha-2 code (IT, PT, CH, DE); the interface names the country in the
 * visitor's language (Intl.DisplayNames).
 */

type Gender = 'm' | 'f'
type Origin = 'IT' | 'PT' | 'CH' | 'DE'

type Composition = 'cotton' | 'linen' | 'linenCotton' | 'stretch'
type Care = 'cotton' | 'white' | 'nonIron' | 'linen' | 'flannel' | 'fine' | 'stretch'

type Style = {
  de: string
  en: string
  fr: string
  frGender: Gender
  es: string
  esGender: Gender
  weave: FabricWeave
  pattern: FabricPattern
  group: PriceGroup
  weightGsm: number
  composition: Composition
}

type Colour = {
  de: string
  en: string
  /** French masculine and feminine form (the same for invariable colours). */
  fr: readonly [string, string]
  es: readonly [string, string]
  family: FabricDef['colour']
  hex: string
  /** Second colour of two-colour checks. Colour pairs stay invariable in French and Spanish. */
  secondaryHex?: string
}

// English writes the per cent sign without a space; German, French and Spanish with one.
const compositions: Record<Composition, Translated> = {
  cotton: { de: '100 % Baumwolle', en: '100% cotton', fr: '100 % coton', es: '100 % algodón' },
  linen: { de: '100 % Leinen', en: '100% linen', fr: '100 % lin', es: '100 % lino' },
  linenCotton: {
    de: '55 % Leinen, 45 % Baumwolle',
    en: '55% linen, 45% cotton',
    fr: '55 % lin, 45 % coton',
    es: '55 % lino, 45 % algodón',
  },
  stretch: {
    de: '97 % Baumwolle, 3 % Elasthan',
    en: '97% cotton, 3% elastane',
    fr: '97 % coton, 3 % élasthanne',
    es: '97 % algodón, 3 % elastano',
  },
}

const careTexts: Record<Care, Translated> = {
  cotton: {
    de: 'Maschinenwäsche bei 40 °C, nicht im Trockner trocknen, bei mittlerer Temperatur bügeln.',
    en: 'Machine wash at 40 °C, do not tumble dry, iron at a medium setting.',
    fr: 'Lavage en machine à 40 °C, pas de sèche-linge, repassage à température moyenne.',
    es: 'Lavado a máquina a 40 °C, no usar secadora, planchar a temperatura media.',
  },
  white: {
    de: 'Maschinenwäsche bis 60 °C, nicht im Trockner trocknen, heiß bügeln.',
    en: 'Machine wash up to 60 °C, do not tumble dry, iron at a high setting.',
    fr: 'Lavage en machine jusqu’à 60 °C, pas de sèche-linge, repassage à haute température.',
    es: 'Lavado a máquina hasta 60 °C, no usar secadora, planchar a temperatura alta.',
  },
  nonIron: {
    de: 'Bügelfrei: bei 40 °C im Schonprogramm waschen, feucht auf einen Bügel hängen, nur bei Bedarf leicht bügeln.',
    en: 'Non-iron: wash at 40 °C on a gentle cycle, hang up damp and touch up with an iron only if needed.',
    fr: 'Sans repassage : lavage à 40 °C en cycle délicat, suspendre humide sur un cintre, repasser légèrement si nécessaire.',
    es: 'Sin plancha: lavar a 40 °C en programa delicado, colgar húmeda en una percha y planchar ligeramente solo si hace falta.',
  },
  linen: {
    de: 'Maschinenwäsche bei 30 °C im Schonprogramm, nicht im Trockner trocknen, noch feucht heiß bügeln.',
    en: 'Machine wash at 30 °C on a gentle cycle, do not tumble dry, iron hot while still damp.',
    fr: 'Lavage en machine à 30 °C en cycle délicat, pas de sèche-linge, repasser à chaud encore humide.',
    es: 'Lavado a máquina a 30 °C en programa delicado, no usar secadora, planchar en caliente aún húmeda.',
  },
  flannel: {
    de: 'Maschinenwäsche bei 30 °C, auf links gewendet, nicht im Trockner trocknen, bei mittlerer Temperatur bügeln.',
    en: 'Machine wash at 30 °C inside out, do not tumble dry, iron at a medium setting.',
    fr: 'Lavage en machine à 30 °C sur l’envers, pas de sèche-linge, repassage à température moyenne.',
    es: 'Lavado a máquina a 30 °C del revés, no usar secadora, planchar a temperatura media.',
  },
  fine: {
    de: 'Schonwäsche bei 30 °C, nicht im Trockner trocknen, leicht feucht bei mittlerer Temperatur bügeln.',
    en: 'Gentle wash at 30 °C, do not tumble dry, iron slightly damp at a medium setting.',
    fr: 'Lavage délicat à 30 °C, pas de sèche-linge, repasser légèrement humide à température moyenne.',
    es: 'Lavado delicado a 30 °C, no usar secadora, planchar ligeramente húmeda a temperatura media.',
  },
  stretch: {
    de: 'Maschinenwäsche bei 30 °C, nicht im Trockner trocknen, bei niedriger Temperatur bügeln.',
    en: 'Machine wash at 30 °C, do not tumble dry, iron at a low setting.',
    fr: 'Lavage en machine à 30 °C, pas de sèche-linge, repassage à basse température.',
    es: 'Lavado a máquina a 30 °C, no usar secadora, planchar a temperatura baja.',
  },
}

// biome-ignore format: one style per line reads like the weaver's price list
const styles = {
  poplin:          { de: 'Popeline', en: 'Poplin', fr: 'Popeline', frGender: 'f', es: 'Popelín', esGender: 'm', weave: 'poplin', pattern: 'uni', group: 'A', weightGsm: 110, composition: 'cotton' },
  stretchPoplin:   { de: 'Stretch-Popeline', en: 'Stretch Poplin', fr: 'Popeline stretch', frGender: 'f', es: 'Popelín elástico', esGender: 'm', weave: 'poplin', pattern: 'uni', group: 'B', weightGsm: 120, composition: 'stretch' },
  twoPlyPoplin:    { de: 'Zweifach-Popeline', en: 'Two-Ply Poplin', fr: 'Popeline double retors', frGender: 'f', es: 'Popelín doble torsión', esGender: 'm', weave: 'poplin', pattern: 'uni', group: 'C', weightGsm: 115, composition: 'cotton' },
  gizaPoplin:      { de: 'Giza-Popeline', en: 'Giza Poplin', fr: 'Popeline Giza', frGender: 'f', es: 'Popelín Giza', esGender: 'm', weave: 'poplin', pattern: 'uni', group: 'D', weightGsm: 100, composition: 'cotton' },
  seaIslandPoplin: { de: 'Sea-Island-Popeline', en: 'Sea Island Poplin', fr: 'Popeline Sea Island', frGender: 'f', es: 'Popelín Sea Island', esGender: 'm', weave: 'poplin', pattern: 'uni', group: 'D', weightGsm: 95, composition: 'cotton' },
  twill:           { de: 'Twill', en: 'Twill', fr: 'Twill', frGender: 'm', es: 'Twill', esGender: 'm', weave: 'twill', pattern: 'uni', group: 'B', weightGsm: 135, composition: 'cotton' },
  twoPlyTwill:     { de: 'Zweifach-Twill', en: 'Two-Ply Twill', fr: 'Twill double retors', frGender: 'm', es: 'Twill doble torsión', esGender: 'm', weave: 'twill', pattern: 'uni', group: 'C', weightGsm: 140, composition: 'cotton' },
  seaIslandTwill:  { de: 'Sea-Island-Twill', en: 'Sea Island Twill', fr: 'Twill Sea Island', frGender: 'm', es: 'Twill Sea Island', esGender: 'm', weave: 'twill', pattern: 'uni', group: 'D', weightGsm: 120, composition: 'cotton' },
  oxford:          { de: 'Oxford', en: 'Oxford', fr: 'Oxford', frGender: 'm', es: 'Oxford', esGender: 'm', weave: 'oxford', pattern: 'uni', group: 'A', weightGsm: 150, composition: 'cotton' },
  royalOxford:     { de: 'Royal Oxford', en: 'Royal Oxford', fr: 'Royal oxford', frGender: 'm', es: 'Royal oxford', esGender: 'm', weave: 'oxford', pattern: 'uni', group: 'B', weightGsm: 135, composition: 'cotton' },
  pinpointOxford:  { de: 'Pinpoint-Oxford', en: 'Pinpoint Oxford', fr: 'Oxford pinpoint', frGender: 'm', es: 'Oxford pinpoint', esGender: 'm', weave: 'oxford', pattern: 'uni', group: 'B', weightGsm: 125, composition: 'cotton' },
  endOnEnd:        { de: 'Fil-à-Fil', en: 'End-on-End', fr: 'Fil-à-fil', frGender: 'm', es: 'Fil a fil', esGender: 'm', weave: 'end-on-end', pattern: 'uni', group: 'B', weightGsm: 115, composition: 'cotton' },
  herringbone:     { de: 'Fischgrat', en: 'Herringbone', fr: 'Chevron', frGender: 'm', es: 'Espiguilla', esGender: 'f', weave: 'herringbone', pattern: 'herringbone', group: 'C', weightGsm: 140, composition: 'cotton' },
  gizaHerringbone: { de: 'Giza-Fischgrat', en: 'Giza Herringbone', fr: 'Chevron Giza', frGender: 'm', es: 'Espiguilla Giza', esGender: 'f', weave: 'herringbone', pattern: 'herringbone', group: 'D', weightGsm: 125, composition: 'cotton' },
  dobby:           { de: 'Dobby', en: 'Dobby', fr: 'Armuré', frGender: 'm', es: 'Dobby', esGender: 'm', weave: 'dobby', pattern: 'uni', group: 'C', weightGsm: 125, composition: 'cotton' },
  linen:           { de: 'Leinen', en: 'Linen', fr: 'Lin', frGender: 'm', es: 'Lino', esGender: 'm', weave: 'linen', pattern: 'uni', group: 'C', weightGsm: 165, composition: 'linen' },
  linenCotton:     { de: 'Leinen-Baumwolle', en: 'Linen-Cotton', fr: 'Lin et coton', frGender: 'm', es: 'Lino y algodón', esGender: 'm', weave: 'linen', pattern: 'uni', group: 'B', weightGsm: 150, composition: 'linenCotton' },
  flannel:         { de: 'Flanell', en: 'Flannel', fr: 'Flanelle', frGender: 'f', es: 'Franela', esGender: 'f', weave: 'flannel', pattern: 'uni', group: 'B', weightGsm: 185, composition: 'cotton' },
  bengalStripe:    { de: 'Bengalstreifen', en: 'Bengal Stripe', fr: 'Rayure bengale', frGender: 'f', es: 'Raya bengala', esGender: 'f', weave: 'poplin', pattern: 'stripes', group: 'A', weightGsm: 110, composition: 'cotton' },
  pencilStripe:    { de: 'Bleistiftstreifen', en: 'Pencil Stripe', fr: 'Rayure crayon', frGender: 'f', es: 'Raya lápiz', esGender: 'f', weave: 'poplin', pattern: 'stripes', group: 'B', weightGsm: 110, composition: 'cotton' },
  candyStripe:     { de: 'Candystreifen', en: 'Candy Stripe', fr: 'Rayure bonbon', frGender: 'f', es: 'Raya caramelo', esGender: 'f', weave: 'poplin', pattern: 'stripes', group: 'A', weightGsm: 105, composition: 'cotton' },
  hairlineStripe:  { de: 'Haarstreifen', en: 'Hairline Stripe', fr: 'Rayure fine', frGender: 'f', es: 'Raya fina', esGender: 'f', weave: 'twill', pattern: 'stripes', group: 'B', weightGsm: 130, composition: 'cotton' },
  oxfordStripe:    { de: 'Oxford-Streifen', en: 'Oxford Stripe', fr: 'Oxford rayé', frGender: 'm', es: 'Oxford de rayas', esGender: 'm', weave: 'oxford', pattern: 'stripes', group: 'A', weightGsm: 150, composition: 'cotton' },
  gizaStripe:      { de: 'Giza-Streifen', en: 'Giza Stripe', fr: 'Rayure Giza', frGender: 'f', es: 'Raya Giza', esGender: 'f', weave: 'poplin', pattern: 'stripes', group: 'D', weightGsm: 100, composition: 'cotton' },
  linenStripe:     { de: 'Leinen-Streifen', en: 'Linen Stripe', fr: 'Lin rayé', frGender: 'm', es: 'Lino de rayas', esGender: 'm', weave: 'linen', pattern: 'stripes', group: 'B', weightGsm: 160, composition: 'linen' },
  gingham:         { de: 'Vichy-Karo', en: 'Gingham', fr: 'Vichy', frGender: 'm', es: 'Vichy', esGender: 'm', weave: 'poplin', pattern: 'checks', group: 'A', weightGsm: 110, composition: 'cotton' },
  microCheck:      { de: 'Minikaro', en: 'Micro Check', fr: 'Micro-carreau', frGender: 'm', es: 'Microcuadro', esGender: 'm', weave: 'poplin', pattern: 'checks', group: 'B', weightGsm: 115, composition: 'cotton' },
  tattersall:      { de: 'Tattersall', en: 'Tattersall', fr: 'Tattersall', frGender: 'm', es: 'Tattersall', esGender: 'm', weave: 'twill', pattern: 'checks', group: 'B', weightGsm: 140, composition: 'cotton' },
  windowpane:      { de: 'Fensterkaro', en: 'Windowpane', fr: 'Carreau fenêtre', frGender: 'm', es: 'Cuadro ventana', esGender: 'm', weave: 'twill', pattern: 'checks', group: 'C', weightGsm: 135, composition: 'cotton' },
  glenCheck:       { de: 'Glencheck', en: 'Glen Check', fr: 'Prince-de-galles', frGender: 'm', es: 'Príncipe de Gales', esGender: 'm', weave: 'twill', pattern: 'checks', group: 'C', weightGsm: 135, composition: 'cotton' },
  flannelCheck:    { de: 'Flanell-Karo', en: 'Flannel Check', fr: 'Flanelle à carreaux', frGender: 'f', es: 'Franela de cuadros', esGender: 'f', weave: 'flannel', pattern: 'checks', group: 'B', weightGsm: 190, composition: 'cotton' },
  oxfordCheck:     { de: 'Oxford-Karo', en: 'Oxford Check', fr: 'Oxford à carreaux', frGender: 'm', es: 'Oxford de cuadros', esGender: 'm', weave: 'oxford', pattern: 'checks', group: 'A', weightGsm: 150, composition: 'cotton' },
  pinDot:          { de: 'Minipunkte', en: 'Pin Dot', fr: 'Popeline à petits pois', frGender: 'f', es: 'Popelín de lunares', esGender: 'm', weave: 'poplin', pattern: 'dots', group: 'B', weightGsm: 110, composition: 'cotton' },
  dobbyDot:        { de: 'Dobby-Punkte', en: 'Dobby Dot', fr: 'Armuré à pois', frGender: 'm', es: 'Dobby de topitos', esGender: 'm', weave: 'dobby', pattern: 'dots', group: 'C', weightGsm: 120, composition: 'cotton' },
} as const satisfies Record<string, Style>

// biome-ignore format: one colour per line
const colours = {
  white:         { de: 'Weiß', en: 'White', fr: ['blanc', 'blanche'], es: ['blanco', 'blanca'], family: 'white', hex: '#ffffff' },
  ecru:          { de: 'Ecru', en: 'Ecru', fr: ['écru', 'écrue'], es: ['crudo', 'cruda'], family: 'beige', hex: '#efe8d8' },
  lightBlue:     { de: 'Hellblau', en: 'Light Blue', fr: ['bleu clair', 'bleu clair'], es: ['azul claro', 'azul claro'], family: 'light-blue', hex: '#cddff2' },
  skyBlue:       { de: 'Himmelblau', en: 'Sky Blue', fr: ['bleu ciel', 'bleu ciel'], es: ['azul cielo', 'azul cielo'], family: 'light-blue', hex: '#abcbee' },
  blue:          { de: 'Blau', en: 'Blue', fr: ['bleu', 'bleue'], es: ['azul', 'azul'], family: 'blue', hex: '#4f7cc0' },
  navy:          { de: 'Navy', en: 'Navy', fr: ['bleu marine', 'bleu marine'], es: ['azul marino', 'azul marino'], family: 'navy', hex: '#1f2a44' },
  pink:          { de: 'Rosa', en: 'Pink', fr: ['rose', 'rose'], es: ['rosa', 'rosa'], family: 'pink', hex: '#f3d3db' },
  red:           { de: 'Rot', en: 'Red', fr: ['rouge', 'rouge'], es: ['rojo', 'roja'], family: 'red', hex: '#b8323a' },
  burgundy:      { de: 'Bordeaux', en: 'Burgundy', fr: ['bordeaux', 'bordeaux'], es: ['burdeos', 'burdeos'], family: 'red', hex: '#6e2233' },
  green:         { de: 'Grün', en: 'Green', fr: ['vert', 'verte'], es: ['verde', 'verde'], family: 'green', hex: '#3e7a55' },
  sage:          { de: 'Salbei', en: 'Sage', fr: ['vert sauge', 'vert sauge'], es: ['verde salvia', 'verde salvia'], family: 'green', hex: '#b4c4ad' },
  olive:         { de: 'Oliv', en: 'Olive', fr: ['olive', 'olive'], es: ['oliva', 'oliva'], family: 'green', hex: '#6f6f45' },
  grey:          { de: 'Grau', en: 'Grey', fr: ['gris', 'grise'], es: ['gris', 'gris'], family: 'grey', hex: '#8f959c' },
  lightGrey:     { de: 'Hellgrau', en: 'Light Grey', fr: ['gris clair', 'gris clair'], es: ['gris claro', 'gris claro'], family: 'grey', hex: '#d5d8dc' },
  charcoal:      { de: 'Anthrazit', en: 'Charcoal', fr: ['anthracite', 'anthracite'], es: ['antracita', 'antracita'], family: 'grey', hex: '#3d4046' },
  black:         { de: 'Schwarz', en: 'Black', fr: ['noir', 'noire'], es: ['negro', 'negra'], family: 'black', hex: '#161616' },
  beige:         { de: 'Beige', en: 'Beige', fr: ['beige', 'beige'], es: ['beige', 'beige'], family: 'beige', hex: '#dccdb0' },
  sand:          { de: 'Sand', en: 'Sand', fr: ['sable', 'sable'], es: ['arena', 'arena'], family: 'beige', hex: '#cfbc96' },
  yellow:        { de: 'Gelb', en: 'Yellow', fr: ['jaune', 'jaune'], es: ['amarillo', 'amarilla'], family: 'yellow', hex: '#f3e2a0' },
  lilac:         { de: 'Flieder', en: 'Lilac', fr: ['lilas', 'lilas'], es: ['lila', 'lila'], family: 'purple', hex: '#cdbadf' },
  lavender:      { de: 'Lavendel', en: 'Lavender', fr: ['lavande', 'lavande'], es: ['lavanda', 'lavanda'], family: 'purple', hex: '#bcaedb' },
  tobacco:       { de: 'Tabak', en: 'Tobacco', fr: ['tabac', 'tabac'], es: ['tabaco', 'tabaco'], family: 'brown', hex: '#7d5234' },
  blueBrown:     { de: 'Blau-Braun', en: 'Blue and Brown', fr: ['bleu et marron', 'bleu et marron'], es: ['azul y marrón', 'azul y marrón'], family: 'blue', hex: '#4f7cc0', secondaryHex: '#7d5234' },
  greenBurgundy: { de: 'Grün-Bordeaux', en: 'Green and Burgundy', fr: ['vert et bordeaux', 'vert et bordeaux'], es: ['verde y burdeos', 'verde y burdeos'], family: 'green', hex: '#3e7a55', secondaryHex: '#6e2233' },
  redNavy:       { de: 'Rot-Navy', en: 'Red and Navy', fr: ['rouge et bleu marine', 'rouge et bleu marine'], es: ['rojo y azul marino', 'rojo y azul marino'], family: 'red', hex: '#b8323a', secondaryHex: '#1f2a44' },
  greenNavy:     { de: 'Grün-Navy', en: 'Green and Navy', fr: ['vert et bleu marine', 'vert et bleu marine'], es: ['verde y azul marino', 'verde y azul marino'], family: 'green', hex: '#3e7a55', secondaryHex: '#1f2a44' },
} as const satisfies Record<string, Colour>

type StyleKey = keyof typeof styles
type ColourKey = keyof typeof colours

/**
 * One row per fabric, in id order from 1001. Flags: 'n' non-iron, 's' sold out (stock 0),
 * 'x' without Oeko-Tex certificate.
 */
type Row = readonly [StyleKey, ColourKey, flags?: string]

// biome-ignore format: one fabric per line, ids count up from 1001
const rows: readonly Row[] = [
  ['poplin', 'white', 'n'], ['poplin', 'lightBlue', 'n'], ['poplin', 'skyBlue', 'n'], ['poplin', 'pink', 'n'],
  ['poplin', 'navy'], ['poplin', 'black'], ['poplin', 'lightGrey', 'n'], ['poplin', 'yellow'],
  ['poplin', 'lilac'], ['poplin', 'ecru'], ['poplin', 'burgundy'], ['poplin', 'sage'],
  ['stretchPoplin', 'white', 'n'], ['stretchPoplin', 'lightBlue', 'n'], ['stretchPoplin', 'navy'], ['stretchPoplin', 'charcoal'],
  ['twoPlyPoplin', 'white', 'n'], ['twoPlyPoplin', 'lightBlue', 'n'], ['twoPlyPoplin', 'pink'], ['twoPlyPoplin', 'skyBlue', 'n'],
  ['gizaPoplin', 'white'], ['gizaPoplin', 'lightBlue'], ['gizaPoplin', 'lavender'],
  ['seaIslandPoplin', 'white'], ['seaIslandPoplin', 'skyBlue', 's'],
  ['twill', 'white', 'n'], ['twill', 'lightBlue', 'n'], ['twill', 'blue', 'n'], ['twill', 'navy', 'n'],
  ['twill', 'pink', 'n'], ['twill', 'lightGrey', 'n'], ['twill', 'charcoal'], ['twill', 'black', 'n'],
  ['twill', 'beige'], ['twill', 'olive'],
  ['twoPlyTwill', 'white', 'n'], ['twoPlyTwill', 'lightBlue', 'n'], ['twoPlyTwill', 'lavender'], ['twoPlyTwill', 'skyBlue', 'n'],
  ['seaIslandTwill', 'white'], ['seaIslandTwill', 'lightBlue'],
  ['oxford', 'white'], ['oxford', 'lightBlue'], ['oxford', 'pink'], ['oxford', 'yellow'],
  ['oxford', 'lightGrey'], ['oxford', 'blue'], ['oxford', 'sage'], ['oxford', 'ecru'],
  ['royalOxford', 'white', 'n'], ['royalOxford', 'lightBlue', 'n'], ['royalOxford', 'blue'], ['royalOxford', 'pink', 'n'],
  ['pinpointOxford', 'white', 'n'], ['pinpointOxford', 'skyBlue', 'n'], ['pinpointOxford', 'lilac'],
  ['endOnEnd', 'lightBlue', 'n'], ['endOnEnd', 'blue', 'n'], ['endOnEnd', 'navy'], ['endOnEnd', 'lightGrey', 'n'],
  ['endOnEnd', 'pink', 'n'], ['endOnEnd', 'red'], ['endOnEnd', 'charcoal', 'n'],
  ['herringbone', 'white', 'n'], ['herringbone', 'lightBlue', 'n'], ['herringbone', 'skyBlue'], ['herringbone', 'lightGrey'],
  ['herringbone', 'ecru'],
  ['gizaHerringbone', 'white'], ['gizaHerringbone', 'lightBlue'],
  ['dobby', 'white', 'n'], ['dobby', 'lightBlue', 'n'], ['dobby', 'pink'], ['dobby', 'navy', 'n'], ['dobby', 'lightGrey'],
  ['linen', 'white'], ['linen', 'lightBlue'], ['linen', 'sand'], ['linen', 'navy'],
  ['linen', 'sage'], ['linen', 'beige', 's'], ['linen', 'tobacco'],
  ['linenCotton', 'white'], ['linenCotton', 'skyBlue'], ['linenCotton', 'olive'],
  ['flannel', 'lightGrey'], ['flannel', 'charcoal'], ['flannel', 'navy'], ['flannel', 'burgundy'],
  ['flannel', 'olive'], ['flannel', 'tobacco'],
  ['bengalStripe', 'blue', 'n'], ['bengalStripe', 'lightBlue', 'n'], ['bengalStripe', 'navy', 'n'], ['bengalStripe', 'pink', 'n'],
  ['bengalStripe', 'red'], ['bengalStripe', 'grey', 'n'], ['bengalStripe', 'green'], ['bengalStripe', 'yellow'],
  ['pencilStripe', 'blue', 'n'], ['pencilStripe', 'navy', 'n'], ['pencilStripe', 'black'], ['pencilStripe', 'burgundy', 'n'],
  ['pencilStripe', 'grey', 'n'],
  ['candyStripe', 'lightBlue', 'n'], ['candyStripe', 'pink'], ['candyStripe', 'lilac', 's'], ['candyStripe', 'red'],
  ['hairlineStripe', 'blue', 'n'], ['hairlineStripe', 'navy', 'n'], ['hairlineStripe', 'charcoal', 'n'],
  ['oxfordStripe', 'blue'], ['oxfordStripe', 'pink'], ['oxfordStripe', 'green'],
  ['gizaStripe', 'blue'], ['gizaStripe', 'burgundy'], ['gizaStripe', 'navy'],
  ['linenStripe', 'blue'], ['linenStripe', 'beige'],
  ['gingham', 'lightBlue', 'n'], ['gingham', 'navy'], ['gingham', 'red'], ['gingham', 'pink'],
  ['gingham', 'black'], ['gingham', 'green'],
  ['microCheck', 'blue', 'n'], ['microCheck', 'navy', 'n'], ['microCheck', 'burgundy', 'n'],
  ['tattersall', 'blueBrown'], ['tattersall', 'greenBurgundy'], ['tattersall', 'redNavy'],
  ['windowpane', 'lightBlue', 'n'], ['windowpane', 'grey', 'n'], ['windowpane', 'navy'],
  ['glenCheck', 'grey'], ['glenCheck', 'blue', 's'],
  ['flannelCheck', 'redNavy'], ['flannelCheck', 'greenNavy'], ['flannelCheck', 'tobacco'],
  ['oxfordCheck', 'lightBlue'],
  ['pinDot', 'navy', 'n'], ['pinDot', 'lightBlue', 'n'], ['pinDot', 'burgundy'],
  ['dobbyDot', 'white', 'n'], ['dobbyDot', 'lightBlue', 'n'], ['dobbyDot', 'pink'],
]

/** Weavers by price group, taken in turn so that every group comes from several countries. */
const originsByGroup: Record<PriceGroup, readonly Origin[]> = {
  A: ['PT', 'PT', 'DE', 'IT'],
  B: ['PT', 'IT', 'DE', 'IT', 'PT'],
  C: ['IT', 'CH', 'IT', 'PT'],
  D: ['CH', 'IT'],
}

function careFor(style: Style, colourKey: ColourKey, nonIron: boolean): Care {
  if (nonIron) return 'nonIron'
  if (style.composition === 'linen' || style.composition === 'linenCotton') return 'linen'
  if (style.composition === 'stretch') return 'stretch'
  if (style.weave === 'flannel') return 'flannel'
  if (style.group === 'D') return 'fine'
  return colourKey === 'white' ? 'white' : 'cotton'
}

function buildFabric(row: Row, index: number): FabricDef {
  const [styleKey, colourKey, flags = ''] = row
  const style: Style = styles[styleKey]
  const colour: Colour = colours[colourKey]
  const id = 1001 + index
  const nonIron = flags.includes('n')
  const frColour = style.frGender === 'f' ? colour.fr[1] : colour.fr[0]
  const esColour = style.esGender === 'f' ? colour.es[1] : colour.es[0]
  const origins = originsByGroup[style.group]
  const patterned = style.pattern !== 'uni' && style.pattern !== 'herringbone'
  const melange = style.weave === 'end-on-end' || style.weave === 'oxford'
  const weightGsm = style.weightGsm + (index % 3) * 5
  const secondaryHex =
    colour.secondaryHex ?? (patterned || (melange && colourKey !== 'white') ? '#ffffff' : undefined)
  return {
    id,
    number: `NF-${id}`,
    name: {
      de: `${style.de} ${colour.de}`,
      en: `${colour.en} ${style.en}`,
      fr: `${style.fr} ${frColour}`,
      es: `${style.es} ${esColour}`,
    },
    colour: colour.family,
    hex: colour.hex,
    ...(secondaryHex ? { secondaryHex } : {}),
    pattern: style.pattern,
    weave: style.weave,
    composition: compositions[style.composition],
    weightGsm,
    ...defaultFacetsOf({
      weave: style.weave,
      weightGsm,
      elastane: style.composition === 'stretch',
      linen: style.composition === 'linen' || style.composition === 'linenCotton',
    }),
    care: careTexts[careFor(style, colourKey, nonIron)],
    nonIron,
    oekoTex: !flags.includes('x'),
    priceGroup: style.group,
    stock: flags.includes('s') ? 0 : 20 + ((id * 73) % 381),
    origin: origins[index % origins.length] ?? 'PT',
  }
}

export const fabrics: FabricDef[] = rows.map(buildFabric)
