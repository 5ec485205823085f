import type { AttributeDef, AttributeValueDef, Translated } from '../../../core/catalog/types.ts'
import { fabrics } from './fabrics.ts'

/** The embroidery gate: parts of category 10 only while 512 or 513 has this value. */
export const embroideryGateValueId = 226
export const embroideryGateAttributeIds = [512, 513] as const

/** Yarn colours 300–315; 300 (white) is the default of every colour attribute. */
export const yarnColourValueIds = Array.from({ length: 16 }, (_, index) => 300 + index)

/** Plain fabrics offered as contrast (values 1000 + fabric id): whites and a few calm solids. */
export const contrastFabricIds = [
  1001, 1002, 1003, 1004, 1005, 1006, 1007, 1010, 1011, 1012, 1026, 1042,
] as const

/** Contrast fabric value id of a fabric. */
export function contrastValueId(fabricId: number) {
  return 1000 + fabricId
}

export const contrastFabricValueIds = contrastFabricIds.map(contrastValueId)

/**
 * Attribute 523 (position) offers 234–238, but each embroidery part accepts only its own
 * positions; the first one is that part's default. The rule lives in core, beside the designer's.
 */
export { embroideryPositionsByPartId } from '../../../core/catalog/rules.ts'

function value(id: number, de: string, en: string, fr: string, es: string, hex?: string): AttributeValueDef {
  return { id, name: { de, en, fr, es }, ...(hex ? { hex } : {}), surchargeCents: 0 }
}

// biome-ignore format: one value per line
const optionValues: AttributeValueDef[] = [
  value(201, 'Niedrig', 'Low', 'Bas', 'Bajo'),
  value(202, 'Normal', 'Standard', 'Standard', 'Normal'),
  value(203, 'Hoch', 'High', 'Haut', 'Alto'),
  value(204, 'Eingenäht', 'Sewn in', 'Cousues', 'Cosidas'),
  value(205, 'Herausnehmbar', 'Removable', 'Amovibles', 'Extraíbles'),
  value(206, 'Sichtbar', 'Visible', 'Apparent', 'Visible'),
  value(207, 'Verdeckt', 'Hidden', 'Dissimulé', 'Oculto'),
  value(208, 'Weich', 'Soft', 'Souple', 'Suave'),
  value(209, 'Mittel', 'Medium', 'Moyen', 'Media'),
  value(210, 'Fest', 'Firm', 'Ferme', 'Firme'),
  value(211, '1 mm', '1 mm', '1 mm', '1 mm'),
  value(212, '6 mm', '6 mm', '6 mm', '6 mm'),
  value(213, 'Spitz', 'Pointed', 'Pointues', 'En punta'),
  value(214, 'Abgerundet', 'Rounded', 'Arrondies', 'Redondeadas'),
  value(215, 'Beide gleich', 'Both the same', 'Identiques', 'Ambos iguales'),
  value(216, 'Links weiter', 'Left cuff wider', 'Poignet gauche plus large', 'Puño izquierdo más ancho'),
  value(217, 'Rechts weiter', 'Right cuff wider', 'Poignet droit plus large', 'Puño derecho más ancho'),
  value(225, 'Ohne Monogramm', 'No monogram', 'Sans monogramme', 'Sin monograma'),
  value(226, 'Mit Stickerei', 'With embroidery', 'Avec broderie', 'Con bordado'),
  value(228, 'Ohne Logo-Stickerei', 'No logo embroidery', 'Sans broderie de logo', 'Sin bordado de logotipo'),
  value(230, 'Text', 'Text', 'Texte', 'Texto'),
  value(231, 'Schreibschrift', 'Script', 'Manuscrite', 'Caligráfica'),
  value(232, 'Blockschrift', 'Block capitals', 'Capitales bâton', 'Letra de palo'),
  value(233, 'Antiqua', 'Roman', 'Romaine', 'Romana'),
  value(234, 'Linke Manschette', 'Left cuff', 'Poignet gauche', 'Puño izquierdo'),
  value(235, 'Rechte Manschette', 'Right cuff', 'Poignet droit', 'Puño derecho'),
  value(236, 'Linke Brust', 'Left chest', 'Poitrine gauche', 'Pecho izquierdo'),
  value(237, 'Auf der Tasche', 'On the pocket', 'Sur la poche', 'Sobre el bolsillo'),
  value(238, 'Kragensteg innen', 'Inside the collar band', 'Intérieur du pied de col', 'Interior del pie de cuello'),
  value(240, 'Natur', 'Natural', 'Naturel', 'Natural', '#e9e0cc'),
  value(241, 'Navy', 'Navy', 'Bleu marine', 'Azul marino', '#1f2a44'),
  value(242, 'Bordeaux', 'Burgundy', 'Bordeaux', 'Burdeos', '#6e2233'),
  value(243, 'Grün gestreift', 'Green stripe', 'Rayé vert', 'Rayas verdes', '#3e7a55'),
]

// biome-ignore format: one yarn per line
const yarnValues: AttributeValueDef[] = [
  value(300, 'Weiß', 'White', 'Blanc', 'Blanco', '#ffffff'),
  value(301, 'Ecru', 'Ecru', 'Écru', 'Crudo', '#efe6d2'),
  value(302, 'Hellgrau', 'Light grey', 'Gris clair', 'Gris claro', '#c4c7cb'),
  value(303, 'Dunkelgrau', 'Dark grey', 'Gris foncé', 'Gris oscuro', '#55595f'),
  value(304, 'Schwarz', 'Black', 'Noir', 'Negro', '#111111'),
  value(305, 'Navy', 'Navy', 'Bleu marine', 'Azul marino', '#1c2541'),
  value(306, 'Royalblau', 'Royal blue', 'Bleu roi', 'Azul real', '#2a52be'),
  value(307, 'Hellblau', 'Light blue', 'Bleu clair', 'Azul claro', '#9cc3e6'),
  value(308, 'Bordeaux', 'Burgundy', 'Bordeaux', 'Burdeos', '#6d1a2a'),
  value(309, 'Rot', 'Red', 'Rouge', 'Rojo', '#c0262d'),
  value(310, 'Rosa', 'Pink', 'Rose', 'Rosa', '#f2a7bb'),
  value(311, 'Grün', 'Green', 'Vert', 'Verde', '#2e7d4f'),
  value(312, 'Gelb', 'Yellow', 'Jaune', 'Amarillo', '#f2c72b'),
  value(313, 'Orange', 'Orange', 'Orange', 'Naranja', '#e8772e'),
  value(314, 'Lila', 'Purple', 'Violet', 'Morado', '#6a3d8f'),
  value(315, 'Braun', 'Brown', 'Marron', 'Marrón', '#6b4226'),
]

const contrastValues: AttributeValueDef[] = contrastFabricIds.map((fabricId) => {
  const fabric = fabrics.find((candidate) => candidate.id === fabricId)
  if (!fabric) throw new Error(`Contrast fabric ${fabricId} is not in the fabric range`)
  return { id: contrastValueId(fabricId), name: fabric.name, hex: fabric.hex, surchargeCents: 0 }
})

/**
 * Every value any attribute offers. Surcharges are all 0: the prices of monograms and contrast
 * fabrics sit on their parts (32, 52, 107, 90–93), so a value never charges twice.
 */
export const attributeValues: AttributeValueDef[] = [...optionValues, ...yarnValues, ...contrastValues]

function name(de: string, en: string, fr: string, es: string): Translated {
  return { de, en, fr, es }
}

/** The attributes of docs/catalog-ids.md. */
export const attributes: AttributeDef[] = [
  {
    id: 1,
    type: 'option',
    name: name('Kragenhöhe', 'Collar height', 'Hauteur du col', 'Altura del cuello'),
    valueIds: [201, 202, 203],
    defaultValueId: 202,
  },
  {
    id: 2,
    type: 'option',
    name: name('Kragenstäbchen', 'Collar stays', 'Baleines de col', 'Ballenas del cuello'),
    valueIds: [204, 205],
    defaultValueId: 205,
  },
  {
    id: 3,
    type: 'option',
    name: name('Kragenknopf', 'Collar button', 'Bouton de col', 'Botón del cuello'),
    valueIds: [206, 207],
    defaultValueId: 206,
  },
  {
    id: 5,
    type: 'option',
    name: name('Einlage', 'Interlining', 'Entoilage', 'Entretela'),
    valueIds: [208, 209, 210],
    defaultValueId: 209,
  },
  {
    id: 14,
    type: 'option',
    name: name('Steppung', 'Edge stitching', 'Surpiqûre', 'Pespunte'),
    valueIds: [211, 212],
    defaultValueId: 212,
  },
  {
    // No default: without a choice the underside of the collar is cut from the shirt fabric.
    id: 19,
    type: 'fabric',
    name: name(
      'Kontrast unter dem Kragen',
      'Contrast under the collar',
      'Contraste sous le col',
      'Contraste bajo el cuello',
    ),
    valueIds: contrastFabricValueIds,
  },
  {
    id: 21,
    type: 'colour',
    name: name(
      'Knopflochfarbe Kragen',
      'Collar buttonhole colour',
      'Couleur de la boutonnière du col',
      'Color del ojal del cuello',
    ),
    valueIds: yarnColourValueIds,
    defaultValueId: 300,
  },
  {
    id: 80,
    type: 'option',
    name: name('Kragenspitzen', 'Collar points', 'Pointes du col', 'Puntas del cuello'),
    valueIds: [213, 214],
    defaultValueId: 213,
  },
  {
    id: 30,
    type: 'option',
    name: name('Uhrenseite', 'Watch side', 'Côté montre', 'Lado del reloj'),
    valueIds: [215, 216, 217],
    defaultValueId: 215,
  },
  {
    id: 512,
    type: 'option',
    name: name('Monogramm', 'Monogram', 'Monogramme', 'Monograma'),
    valueIds: [225, embroideryGateValueId],
    defaultValueId: 225,
  },
  {
    id: 513,
    type: 'option',
    name: name('Logo-Stickerei', 'Logo embroidery', 'Broderie de logo', 'Bordado de logotipo'),
    valueIds: [228, embroideryGateValueId],
    defaultValueId: 228,
  },
  {
    id: 514,
    type: 'twill',
    name: name(
      'Köperband im Kragensteg',
      'Twill tape in the collar band',
      'Ruban sergé dans le pied de col',
      'Cinta de sarga en el pie de cuello',
    ),
    valueIds: [240, 241, 242, 243],
    defaultValueId: 240,
  },
  {
    id: 520,
    type: 'text',
    name: name('Monogramm-Text', 'Monogram text', 'Texte du monogramme', 'Texto del monograma'),
    valueIds: [230],
    defaultValueId: 230,
    maxLength: 4,
  },
  {
    id: 521,
    type: 'font',
    name: name('Schrift', 'Lettering', 'Police', 'Tipo de letra'),
    valueIds: [231, 232, 233],
    defaultValueId: 231,
  },
  {
    id: 522,
    type: 'colour',
    name: name('Garnfarbe', 'Thread colour', 'Couleur du fil', 'Color del hilo'),
    valueIds: yarnColourValueIds,
    defaultValueId: 300,
  },
  {
    // No shared default: each embroidery part has its own natural position
    // (embroideryPositionsByPartId); without a choice the part's first position applies.
    id: 523,
    type: 'position',
    name: name('Position', 'Position', 'Emplacement', 'Posición'),
    valueIds: [234, 235, 236, 237, 238],
  },
  {
    id: 530,
    type: 'fabric',
    name: name('Kontraststoff', 'Contrast fabric', 'Tissu contrastant', 'Tejido en contraste'),
    valueIds: contrastFabricValueIds,
    defaultValueId: contrastValueId(1001),
  },
  {
    id: 540,
    type: 'colour',
    name: name('Garnfarbe', 'Thread colour', 'Couleur du fil', 'Color del hilo'),
    valueIds: yarnColourValueIds,
    defaultValueId: 300,
  },
]
