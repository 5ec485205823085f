import type { TemplateDef, Translated } from '../../../core/catalog/types.ts'
import { attributes, contrastValueId, embroideryPositionsByPartId } from './attributes.ts'
import { parts } from './parts.ts'

type Choice = TemplateDef['attributes'][number]

type Design = {
  id: number
  name: Translated
  description: Translated
  fabricId: number
  /** Collar, cuff, hem, back, fit, pocket, placket, buttons, then any extras. */
  partIds: readonly number[]
  /** Attribute choices that differ from the defaults. */
  choices?: readonly Choice[]
}

/**
 * A template with every attribute its parts carry set to the default (embroidery positions: the
 * part's own default), then the design's own choices on top. Choices are kept even when they do
 * not fit a part, so that catalog.test.ts reports the mistake instead of hiding it.
 */
function template(design: Design): TemplateDef {
  const chosen = new Map<string, Choice>()
  for (const partId of design.partIds) {
    const part = parts.find((candidate) => candidate.id === partId)
    for (const attributeId of part?.attributeIds ?? []) {
      const attribute = attributes.find((candidate) => candidate.id === attributeId)
      const valueId =
        attributeId === 523 ? embroideryPositionsByPartId[partId]?.[0] : attribute?.defaultValueId
      if (valueId !== undefined) chosen.set(`${partId}:${attributeId}`, { partId, attributeId, valueId })
    }
  }
  for (const choice of design.choices ?? []) chosen.set(`${choice.partId}:${choice.attributeId}`, choice)
  return {
    id: design.id,
    name: design.name,
    description: design.description,
    fabricId: design.fabricId,
    partIds: design.partIds,
    attributes: [...chosen.values()],
    sort: design.id * 10,
  }
}

const navyYarn = 305

/** The ready designs of /masshemden. Template 1 is the default new shirt. */
export const templates: TemplateDef[] = [
  template({
    id: 1,
    name: {
      de: 'Weißes Businesshemd',
      en: 'White Business Shirt',
      fr: 'Chemise blanche classique',
      es: 'Camisa blanca clásica',
    },
    description: {
      de: 'Weiße Popeline mit Kent-Kragen und abgerundeter Manschette, der Ausgangspunkt für Ihr eigenes Hemd.',
      en: 'White poplin with a Kent collar and rounded cuffs, the starting point for your own shirt.',
      fr: 'Une popeline blanche avec col Kent et poignets arrondis, le point de départ de votre propre chemise.',
      es: 'Popelín blanco con cuello Kent y puños redondeados, el punto de partida para su propia camisa.',
    },
    fabricId: 1001,
    partIds: [1, 11, 20, 40, 46, 60, 70, 120],
  }),
  template({
    id: 2,
    name: {
      de: 'Businesshemd Hellblau',
      en: 'Light Blue Business Shirt',
      fr: 'Chemise de bureau bleu clair',
      es: 'Camisa de oficina azul claro',
    },
    description: {
      de: 'Bügelfreier hellblauer Twill mit Kent-Kragen und 2-Knopf-Manschette für jeden Tag im Büro.',
      en: 'Non-iron light blue twill with a Kent collar and two-button cuffs for every day at the office.',
      fr: 'Un twill bleu clair sans repassage, avec col Kent et poignets à deux boutons, pour tous les jours au bureau.',
      es: 'Twill azul claro sin plancha con cuello Kent y puños de dos botones para cada día en la oficina.',
    },
    fabricId: 1027,
    partIds: [1, 12, 20, 42, 46, 60, 70, 120],
  }),
  template({
    id: 3,
    name: {
      de: 'Fil-à-Fil Blau modern',
      en: 'Modern Blue End-on-End',
      fr: 'Fil-à-fil bleu moderne',
      es: 'Fil a fil azul moderno',
    },
    description: {
      de: 'Blauer Fil-à-Fil mit Haifischkragen, abgeschrägter Manschette und Abnähern für eine schmale Silhouette.',
      en: 'Blue end-on-end with a cutaway collar, angled cuffs and back darts for a slim silhouette.',
      fr: 'Un fil-à-fil bleu avec col italien, poignets à coins coupés et pinces dans le dos pour une silhouette élancée.',
      es: 'Fil a fil azul con cuello italiano, puños de esquinas cortadas y pinzas en la espalda para una silueta esbelta.',
    },
    fabricId: 1058,
    partIds: [2, 13, 20, 43, 45, 60, 70, 120],
  }),
  template({
    id: 4,
    name: {
      de: 'Klassischer Bengalstreifen',
      en: 'Classic Bengal Stripe',
      fr: 'Rayure bengale classique',
      es: 'Raya bengala clásica',
    },
    description: {
      de: 'Blau-weiße Bengalstreifen mit Kent-Kragen, Brusttasche und Kellerfalte, ein bequemer Klassiker für das Büro.',
      en: 'Blue and white Bengal stripes with a Kent collar, chest pocket and box pleat, a comfortable office classic.',
      fr: 'Des rayures bengale bleues et blanches avec col Kent, poche poitrine et pli creux, un classique confortable pour le bureau.',
      es: 'Rayas bengala azules y blancas con cuello Kent, bolsillo y pliegue central, un clásico cómodo para la oficina.',
    },
    fabricId: 1092,
    partIds: [1, 12, 20, 41, 47, 61, 70, 120],
  }),
  template({
    id: 5,
    name: {
      de: 'Bleistiftstreifen mit Umschlagmanschette',
      en: 'Pencil Stripe with French Cuffs',
      fr: 'Rayure crayon et poignets mousquetaires',
      es: 'Raya lápiz con puños dobles',
    },
    description: {
      de: 'Feine Navy-Streifen, weiter Haifischkragen, Umschlagmanschetten und Perlmuttknöpfe für den großen Auftritt im Anzug.',
      en: 'Fine navy stripes, an extreme cutaway collar, French cuffs and mother-of-pearl buttons for making an entrance in a suit.',
      fr: 'De fines rayures marine, un col italien très ouvert, des poignets mousquetaires et des boutons de nacre pour une allure affirmée en costume.',
      es: 'Finas rayas azul marino, cuello italiano muy abierto, puños dobles y botones de nácar para lucirse con traje.',
    },
    fabricId: 1101,
    partIds: [3, 14, 20, 40, 46, 60, 70, 122],
  }),
  template({
    id: 6,
    name: {
      de: 'Abendhemd mit Tab-Kragen',
      en: 'Tab Collar Evening Shirt',
      fr: 'Chemise de soirée à col à patte',
      es: 'Camisa de noche con cuello con presilla',
    },
    description: {
      de: 'Weiße Giza-Popeline mit Tab-Kragen, Umschlagmanschetten und Perlmuttknöpfen für festliche Abende mit Krawatte.',
      en: 'White Giza poplin with a tab collar, French cuffs and mother-of-pearl buttons for formal evenings with a tie.',
      fr: 'Une popeline Giza blanche avec col à patte, poignets mousquetaires et boutons de nacre, pour les soirées habillées avec cravate.',
      es: 'Popelín Giza blanco con cuello con presilla, puños dobles y botones de nácar para noches de gala con corbata.',
    },
    fabricId: 1021,
    partIds: [6, 14, 20, 43, 46, 60, 70, 122],
  }),
  template({
    id: 7,
    name: { de: 'Smokinghemd', en: 'Dinner Shirt', fr: 'Chemise de smoking', es: 'Camisa de esmoquin' },
    description: {
      de: 'Weißer Sea-Island-Twill mit Frackkragen, verdeckter Leiste und Umschlagmanschetten für Smoking und Fliege.',
      en: 'White Sea Island twill with a wing collar, concealed placket and French cuffs for a dinner jacket and bow tie.',
      fr: 'Un twill Sea Island blanc avec col cassé, patte cachée et poignets mousquetaires, pour le smoking et le nœud papillon.',
      es: 'Twill Sea Island blanco con cuello de pajarita, tapeta oculta y puños dobles para esmoquin y pajarita.',
    },
    fabricId: 1040,
    partIds: [7, 14, 20, 40, 46, 60, 71, 122],
    choices: [{ partId: 7, attributeId: 5, valueId: 210 }],
  }),
  template({
    id: 8,
    name: {
      de: 'Oxford Button-down',
      en: 'Oxford Button-Down',
      fr: 'Oxford à col boutonné',
      es: 'Oxford con cuello abotonado',
    },
    description: {
      de: 'Hellblaues Oxford mit Button-down-Kragen, Brusttasche und Kellerfalte, der lässige Klassiker zu Chino und Sakko.',
      en: 'Light blue oxford with a button-down collar, chest pocket and box pleat, the relaxed classic with chinos and a blazer.',
      fr: 'Un oxford bleu clair avec col boutonné, poche poitrine et pli creux, le classique décontracté avec chino et veste.',
      es: 'Oxford azul claro con cuello abotonado, bolsillo y pliegue central, el clásico informal con chinos y americana.',
    },
    fabricId: 1043,
    partIds: [4, 11, 20, 41, 47, 61, 70, 120],
    choices: [
      { partId: 4, attributeId: 5, valueId: 208 },
      { partId: 4, attributeId: 2, valueId: 204 },
    ],
  }),
  template({
    id: 9,
    name: {
      de: 'Leinenhemd mit Stehkragen',
      en: 'Linen Band Collar Shirt',
      fr: 'Chemise en lin col Mao',
      es: 'Camisa de lino con cuello mao',
    },
    description: {
      de: 'Weißes Leinen mit Stehkragen, Seitenschlitzen und Steinnussknöpfen für heiße Sommertage.',
      en: 'White linen with a band collar, side vents and corozo buttons for hot summer days.',
      fr: 'Du lin blanc avec col Mao, fentes latérales et boutons en corozo pour les chaudes journées d’été.',
      es: 'Lino blanco con cuello mao, aberturas laterales y botones de corozo para los días de calor.',
    },
    fabricId: 1076,
    partIds: [8, 11, 22, 40, 47, 60, 70, 126],
    choices: [{ partId: 8, attributeId: 5, valueId: 208 }],
  }),
  template({
    id: 10,
    name: {
      de: 'Flanellhemd kariert',
      en: 'Checked Flannel Shirt',
      fr: 'Chemise en flanelle à carreaux',
      es: 'Camisa de franela de cuadros',
    },
    description: {
      de: 'Warmer Flanell in Rot und Navy mit Button-down-Kragen, zwei Brusttaschen und Hornknöpfen für kalte Tage.',
      en: 'Warm red and navy flannel with a button-down collar, two chest pockets and horn buttons for cold days.',
      fr: 'Une flanelle chaude rouge et marine avec col boutonné, deux poches poitrine et boutons en corne pour les jours froids.',
      es: 'Franela cálida en rojo y azul marino con cuello abotonado, dos bolsillos y botones de asta para los días fríos.',
    },
    fabricId: 1137,
    partIds: [4, 11, 21, 41, 47, 64, 70, 124],
    choices: [{ partId: 4, attributeId: 5, valueId: 208 }],
  }),
  template({
    id: 11,
    name: {
      de: 'Hemd mit Monogramm',
      en: 'Monogrammed Shirt',
      fr: 'Chemise monogrammée',
      es: 'Camisa con monograma',
    },
    description: {
      de: 'Weißer Zweifach-Twill mit Ihren Initialen in Navy auf der linken Manschette.',
      en: 'White two-ply twill with your initials embroidered in navy on the left cuff.',
      fr: 'Un twill double retors blanc avec vos initiales brodées en bleu marine sur le poignet gauche.',
      es: 'Twill doble torsión blanco con sus iniciales bordadas en azul marino en el puño izquierdo.',
    },
    fabricId: 1036,
    partIds: [1, 13, 20, 40, 46, 60, 70, 120, 32],
    choices: [
      { partId: 20, attributeId: 512, valueId: 226 },
      { partId: 32, attributeId: 520, valueId: 230, text: 'JM' },
      { partId: 32, attributeId: 521, valueId: 231 },
      { partId: 32, attributeId: 522, valueId: navyYarn },
      { partId: 32, attributeId: 523, valueId: 234 },
    ],
  }),
  template({
    id: 12,
    name: { de: 'Kontrast Navy', en: 'Navy Contrast', fr: 'Contraste marine', es: 'Contraste azul marino' },
    description: {
      de: 'Hellblauer Fil-à-Fil, Kragen und Manschetten innen aus navyblauer Popeline.',
      en: 'Light blue end-on-end with the inner collar and cuffs in navy poplin.',
      fr: 'Un fil-à-fil bleu clair, l’intérieur du col et des poignets en popeline bleu marine.',
      es: 'Fil a fil azul claro con el interior del cuello y de los puños en popelín azul marino.',
    },
    fabricId: 1057,
    partIds: [2, 14, 20, 40, 46, 60, 70, 120, 90, 92],
    choices: [
      { partId: 90, attributeId: 530, valueId: contrastValueId(1005) },
      { partId: 92, attributeId: 530, valueId: contrastValueId(1005) },
    ],
  }),
  template({
    id: 13,
    name: {
      de: 'Winchester-Hemd',
      en: 'Winchester Shirt',
      fr: 'Chemise Winchester',
      es: 'Camisa Winchester',
    },
    description: {
      de: 'Hellblaue Bengalstreifen mit weißem Winchester-Kragen und Umschlagmanschetten, der Klassiker der Finanzwelt.',
      en: 'Light blue Bengal stripes with a white Winchester collar and French cuffs, the classic of the financial world.',
      fr: 'Des rayures bengale bleu clair avec col Winchester blanc et poignets mousquetaires, le classique du monde de la finance.',
      es: 'Rayas bengala azul claro con cuello Winchester blanco y puños dobles, el clásico del mundo financiero.',
    },
    fabricId: 1093,
    partIds: [10, 14, 20, 40, 46, 60, 70, 122],
  }),
  template({
    id: 14,
    name: {
      de: 'Piccadilly Rosa',
      en: 'Pink Pin Collar Shirt',
      fr: 'Chemise rose à col à épingle',
      es: 'Camisa rosa con cuello con alfiler',
    },
    description: {
      de: 'Rosa Zweifach-Popeline mit Piccadilly-Kragen für eine Kragennadel, die den Krawattenknoten in Szene setzt.',
      en: 'Pink two-ply poplin with a pin collar for a collar bar that shows off your tie knot.',
      fr: 'Une popeline double retors rose avec col à épingle, pour une barrette qui met le nœud de cravate en valeur.',
      es: 'Popelín doble torsión rosa con cuello con alfiler, para un pasador que realza el nudo de la corbata.',
    },
    fabricId: 1019,
    partIds: [9, 12, 20, 40, 46, 60, 70, 120],
    choices: [{ partId: 9, attributeId: 80, valueId: 214 }],
  }),
  template({
    id: 15,
    name: {
      de: 'Sakkohemd ohne Krawatte',
      en: 'Open-Collar Jacket Shirt',
      fr: 'Chemise pour veste sans cravate',
      es: 'Camisa para americana sin corbata',
    },
    description: {
      de: 'Weißes Pinpoint-Oxford mit Button-under-Kragen, der auch ohne Krawatte unter dem Sakko tadellos sitzt.',
      en: 'White pinpoint oxford with a button-under collar that sits perfectly under a jacket, even without a tie.',
      fr: 'Un oxford pinpoint blanc avec col à boutons cachés, qui tient parfaitement sous une veste, même sans cravate.',
      es: 'Oxford pinpoint blanco con cuello con botones ocultos que queda perfecto bajo la americana, incluso sin corbata.',
    },
    fabricId: 1054,
    partIds: [5, 13, 20, 43, 45, 60, 70, 120],
    choices: [{ partId: 5, attributeId: 1, valueId: 203 }],
  }),
  template({
    id: 16,
    name: {
      de: 'Vichy-Kurzarmhemd',
      en: 'Short-Sleeved Gingham Shirt',
      fr: 'Chemisette vichy',
      es: 'Camisa de vichy de manga corta',
    },
    description: {
      de: 'Navy-Vichy-Karo mit kurzem Arm, Button-down-Kragen und eckiger Brusttasche für Wochenende und Urlaub.',
      en: 'Navy gingham with short sleeves, a button-down collar and a square pocket for weekends and holidays.',
      fr: 'Un vichy bleu marine à manches courtes, col boutonné et poche carrée, pour le week-end et les vacances.',
      es: 'Vichy azul marino de manga corta con cuello abotonado y bolsillo recto para el fin de semana y las vacaciones.',
    },
    fabricId: 1121,
    partIds: [4, 16, 22, 40, 46, 62, 70, 120],
    choices: [{ partId: 4, attributeId: 5, valueId: 208 }],
  }),
  template({
    id: 17,
    name: {
      de: 'Cocktailhemd Fischgrat',
      en: 'Herringbone Cocktail Shirt',
      fr: 'Chemise cocktail en chevron',
      es: 'Camisa cóctel de espiguilla',
    },
    description: {
      de: 'Weißer Fischgrat mit Haifischkragen und Cocktailmanschetten, elegant am Abend und ganz ohne Manschettenknöpfe.',
      en: 'White herringbone with a cutaway collar and cocktail cuffs, elegant in the evening with no cufflinks needed.',
      fr: 'Un chevron blanc avec col italien et poignets cocktail, élégant le soir et sans boutons de manchette.',
      es: 'Espiguilla blanca con cuello italiano y puños cóctel, elegante por la noche y sin necesidad de gemelos.',
    },
    fabricId: 1064,
    partIds: [2, 15, 20, 40, 45, 60, 70, 122],
  }),
  template({
    id: 18,
    name: {
      de: 'Royal Oxford mit Perlmutt',
      en: 'Royal Oxford with Mother-of-Pearl',
      fr: 'Royal oxford et nacre',
      es: 'Royal oxford con nácar',
    },
    description: {
      de: 'Bügelfreies Royal Oxford in Hellblau mit Perlmuttknöpfen und navyblauem Köperband im Kragensteg.',
      en: 'Non-iron light blue royal oxford with mother-of-pearl buttons and navy twill tape in the collar band.',
      fr: 'Un royal oxford bleu clair sans repassage, avec boutons de nacre et ruban sergé marine dans le pied de col.',
      es: 'Royal oxford azul claro sin plancha con botones de nácar y cinta de sarga azul marino en el pie de cuello.',
    },
    fabricId: 1051,
    partIds: [1, 12, 20, 42, 46, 60, 70, 122],
    choices: [{ partId: 20, attributeId: 514, valueId: 241 }],
  }),
  template({
    id: 19,
    name: {
      de: 'Tattersall Landhaus',
      en: 'Country Tattersall',
      fr: 'Tattersall campagne',
      es: 'Tattersall de campo',
    },
    description: {
      de: 'Tattersall in Blau und Braun mit Button-down-Kragen, Pattentasche und Hornknöpfen zu Tweed und Cord.',
      en: 'Blue and brown tattersall with a button-down collar, flap pocket and horn buttons to wear with tweed and corduroy.',
      fr: 'Un tattersall bleu et marron avec col boutonné, poche à rabat et boutons en corne, à porter avec le tweed et le velours côtelé.',
      es: 'Tattersall azul y marrón con cuello abotonado, bolsillo con cartera y botones de asta para llevar con tweed y pana.',
    },
    fabricId: 1129,
    partIds: [4, 11, 20, 41, 47, 63, 70, 124],
    choices: [{ partId: 20, attributeId: 514, valueId: 243 }],
  }),
  template({
    id: 20,
    name: {
      de: 'Schwarzes Abendhemd',
      en: 'Black Evening Shirt',
      fr: 'Chemise noire de soirée',
      es: 'Camisa negra de noche',
    },
    description: {
      de: 'Schwarze Popeline mit weitem Haifischkragen, verdeckter Leiste und Knöpfen aus schwarzem Horn für den Abend ohne Krawatte.',
      en: 'Black poplin with an extreme cutaway collar, concealed placket and black horn buttons for evenings without a tie.',
      fr: 'Une popeline noire avec col italien très ouvert, patte cachée et boutons en corne noire, pour les soirées sans cravate.',
      es: 'Popelín negro con cuello italiano muy abierto, tapeta oculta y botones de asta negra para noches sin corbata.',
    },
    fabricId: 1006,
    partIds: [3, 13, 20, 43, 45, 60, 71, 125],
    choices: [{ partId: 3, attributeId: 21, valueId: 304 }],
  }),
  template({
    id: 21,
    name: {
      de: 'Firmenhemd mit Stickerei',
      en: 'Embroidered Company Shirt',
      fr: 'Chemise d’entreprise brodée',
      es: 'Camisa corporativa bordada',
    },
    description: {
      de: 'Bügelfreier weißer Twill mit Brusttasche und einem gestickten Kürzel in Navy auf der Tasche.',
      en: 'Non-iron white twill with a chest pocket and embroidered initials in navy on the pocket.',
      fr: 'Un twill blanc sans repassage avec poche poitrine et un sigle brodé en bleu marine sur la poche.',
      es: 'Twill blanco sin plancha con bolsillo y unas siglas bordadas en azul marino sobre el bolsillo.',
    },
    fabricId: 1026,
    partIds: [1, 11, 20, 40, 46, 61, 70, 120, 84, 52],
    choices: [
      { partId: 84, attributeId: 513, valueId: 226 },
      { partId: 52, attributeId: 520, valueId: 230, text: 'NF' },
      { partId: 52, attributeId: 521, valueId: 232 },
      { partId: 52, attributeId: 522, valueId: navyYarn },
      { partId: 52, attributeId: 523, valueId: 237 },
    ],
  }),
  template({
    id: 22,
    name: {
      de: 'Pünktchenhemd Navy',
      en: 'Navy Pin Dot Shirt',
      fr: 'Chemise marine à petits pois',
      es: 'Camisa azul marino de lunares',
    },
    description: {
      de: 'Navyblaue Popeline mit feinen weißen Punkten, Haifischkragen und navyblauen Knöpfen, ein lebendiger Begleiter zum dunklen Anzug.',
      en: 'Navy poplin with fine white dots, a cutaway collar and navy buttons, a lively companion to a dark suit.',
      fr: 'Une popeline marine à petits pois blancs, avec col italien et boutons marine, pour animer un costume sombre.',
      es: 'Popelín azul marino con pequeños lunares blancos, cuello italiano y botones azul marino, un compañero con vida para el traje oscuro.',
    },
    fabricId: 1141,
    partIds: [2, 13, 20, 40, 46, 60, 70, 121],
  }),
  template({
    id: 23,
    name: {
      de: 'Sommerhemd Leinen-Baumwolle',
      en: 'Linen-Cotton Summer Shirt',
      fr: 'Chemise d’été lin et coton',
      es: 'Camisa de verano de lino y algodón',
    },
    description: {
      de: 'Himmelblaue Leinen-Baumwolle mit kurzem Arm, Button-down-Kragen und glatter Front ohne Leiste.',
      en: 'Sky blue linen-cotton with short sleeves, a button-down collar and a clean French front.',
      fr: 'Un lin et coton bleu ciel à manches courtes, avec col boutonné et devant sans patte.',
      es: 'Lino y algodón azul cielo de manga corta, con cuello abotonado y delantero sin tapeta.',
    },
    fabricId: 1084,
    partIds: [4, 16, 22, 40, 47, 61, 72, 126],
    choices: [{ partId: 4, attributeId: 5, valueId: 208 }],
  }),
  template({
    id: 24,
    name: { de: 'Reisehemd', en: 'Travel Shirt', fr: 'Chemise de voyage', es: 'Camisa de viaje' },
    description: {
      de: 'Bügelfreie Stretch-Popeline mit Metall-Kragenstäbchen, Aufhänger, Ersatzknöpfen und navyblauen Knopflöchern für unterwegs.',
      en: 'Non-iron stretch poplin with metal collar stays, a hanging loop, spare buttons and navy buttonholes for life on the move.',
      fr: 'Une popeline stretch sans repassage avec baleines en métal, bride de suspension, boutons de rechange et boutonnières marine pour vos déplacements.',
      es: 'Popelín elástico sin plancha con ballenas metálicas, presilla para colgar, botones de repuesto y ojales azul marino para sus viajes.',
    },
    fabricId: 1013,
    partIds: [2, 11, 20, 42, 46, 60, 70, 121, 80, 81, 82, 95, 96],
    choices: [
      { partId: 2, attributeId: 21, valueId: navyYarn },
      { partId: 95, attributeId: 540, valueId: navyYarn },
      { partId: 96, attributeId: 540, valueId: navyYarn },
    ],
  }),
]
