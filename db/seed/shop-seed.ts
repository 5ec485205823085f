import { eq, sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { products, productVariants, vouchers } from '../schema/index.ts'

type Names = { de: string; en: string; fr: string; es: string }
type SeedProduct = {
  slug: string
  category: string
  priceCents: number
  name: Names
  description: Names
  variants: { name: Names; priceCents?: number; stock: number; colour: string }[]
}

const n = (de: string, en: string, fr: string, es: string): Names => ({ de, en, fr, es })

/** The accessories of /shop (prices: German gross reference cents). */
export const shopProducts: SeedProduct[] = [
  {
    slug: 'seidenkrawatte-uni',
    category: 'krawatten',
    priceCents: 4900,
    name: n('Seidenkrawatte uni', 'Plain silk tie', 'Cravate en soie unie', 'Corbata de seda lisa'),
    description: n(
      'Reine Seide aus Como, handrolliert, 148 cm lang, 7,5 cm breit, mit Wolleinlage für einen festen Knoten.',
      'Pure silk from Como, hand-rolled, 148 cm long, 7.5 cm wide, with a wool interlining for a firm knot.',
      'Soie pure de Côme, roulottée à la main, 148 cm de long, 7,5 cm de large, entoilage en laine pour un nœud ferme.',
      'Seda pura de Como, enrollada a mano, 148 cm de largo, 7,5 cm de ancho, con entretela de lana para un nudo firme.',
    ),
    variants: [
      { name: n('Marineblau', 'Navy', 'Bleu marine', 'Azul marino'), stock: 40, colour: '#1f2a44' },
      { name: n('Bordeaux', 'Burgundy', 'Bordeaux', 'Burdeos'), stock: 30, colour: '#6d1f2f' },
      { name: n('Silbergrau', 'Silver grey', 'Gris argent', 'Gris plata'), stock: 25, colour: '#a7abb0' },
    ],
  },
  {
    slug: 'strickkrawatte',
    category: 'krawatten',
    priceCents: 5900,
    name: n('Strickkrawatte', 'Knitted tie', 'Cravate en tricot', 'Corbata de punto'),
    description: n(
      'Gestrickte Seide mit geradem Abschluss, 6 cm breit; passt zu Button-down-Kragen und Sakko.',
      'Knitted silk with a square end, 6 cm wide; made for button-down collars and a sports jacket.',
      'Soie tricotée à bout carré, 6 cm de large ; idéale avec un col boutonné et une veste.',
      'Seda de punto con punta recta, 6 cm de ancho; ideal con cuello abotonado y americana.',
    ),
    variants: [
      { name: n('Dunkelgrün', 'Dark green', 'Vert foncé', 'Verde oscuro'), stock: 20, colour: '#23402f' },
      { name: n('Schwarz', 'Black', 'Noir', 'Negro'), stock: 20, colour: '#1b1b1d' },
    ],
  },
  {
    slug: 'fliege-seide',
    category: 'fliegen',
    priceCents: 3900,
    name: n('Fliege zum Selbstbinden', 'Self-tie bow tie', 'Nœud papillon à nouer', 'Pajarita para anudar'),
    description: n(
      'Seidensatin, verstellbar von 36 bis 48 cm Halsweite; zum Frack-Kragen und Smoking.',
      'Silk satin, adjustable from 36 to 48 cm neck size; for wing collars and dinner suits.',
      'Satin de soie, réglable de 36 à 48 cm de tour de cou ; pour col cassé et smoking.',
      'Satén de seda, ajustable de 36 a 48 cm de cuello; para cuello pajarita y esmoquin.',
    ),
    variants: [
      { name: n('Schwarz', 'Black', 'Noir', 'Negro'), stock: 30, colour: '#1b1b1d' },
      { name: n('Nachtblau', 'Midnight blue', 'Bleu nuit', 'Azul noche'), stock: 15, colour: '#182038' },
      // Sold out on purpose: the shop shows how an unavailable variant is explained.
      { name: n('Bordeaux', 'Burgundy', 'Bordeaux', 'Burdeos'), stock: 0, colour: '#6d1f2f' },
    ],
  },
  {
    slug: 'manschettenknoepfe-perlmutt',
    category: 'manschettenknoepfe',
    priceCents: 6900,
    name: n(
      'Manschettenknöpfe Perlmutt',
      'Mother-of-pearl cufflinks',
      'Boutons de manchette en nacre',
      'Gemelos de nácar',
    ),
    description: n(
      'Echtes Perlmutt in Sterlingsilber gefasst, Bügelverschluss; für Umschlag- und Cocktailmanschetten.',
      'Genuine mother-of-pearl set in sterling silver, swivel back; for French and cocktail cuffs.',
      'Véritable nacre sertie d’argent massif, fermoir à bascule ; pour poignets mousquetaires et cocktail.',
      'Nácar auténtico engastado en plata de ley, cierre giratorio; para puños dobles y cóctel.',
    ),
    variants: [{ name: n('Weiß', 'White', 'Blanc', 'Blanco'), stock: 20, colour: '#f4f1ea' }],
  },
  {
    slug: 'seidenknoten',
    category: 'manschettenknoepfe',
    priceCents: 1500,
    name: n(
      'Seidenknoten (3 Paar)',
      'Silk knots (3 pairs)',
      'Nœuds en soie (3 paires)',
      'Nudos de seda (3 pares)',
    ),
    description: n(
      'Drei Paar geflochtene Seidenknoten in Marine, Rot und Grau: die leichte Alternative für Umschlagmanschetten.',
      'Three pairs of braided silk knots in navy, red and grey: the light alternative for French cuffs.',
      'Trois paires de nœuds en soie tressée, marine, rouge et gris : l’alternative légère pour poignets mousquetaires.',
      'Tres pares de nudos de seda trenzada en marino, rojo y gris: la alternativa ligera para puños dobles.',
    ),
    variants: [],
  },
  {
    slug: 'einstecktuch-leinen',
    category: 'einstecktuecher',
    priceCents: 2900,
    name: n('Einstecktuch Leinen', 'Linen pocket square', 'Pochette en lin', 'Pañuelo de bolsillo de lino'),
    description: n(
      'Irisches Leinen, 33 × 33 cm, von Hand rolliert; wird matt gefaltet und bleibt in Form.',
      'Irish linen, 33 × 33 cm, hand-rolled edges; folds crisply and keeps its shape.',
      'Lin irlandais, 33 × 33 cm, bords roulottés main ; se plie net et garde sa forme.',
      'Lino irlandés, 33 × 33 cm, bordes enrollados a mano; se dobla nítido y mantiene la forma.',
    ),
    variants: [
      { name: n('Weiß', 'White', 'Blanc', 'Blanco'), stock: 50, colour: '#f7f5f0' },
      { name: n('Hellblau', 'Light blue', 'Bleu clair', 'Azul claro'), stock: 30, colour: '#a9c4e0' },
    ],
  },
  {
    slug: 'einstecktuch-seide-paisley',
    category: 'einstecktuecher',
    priceCents: 3500,
    name: n(
      'Einstecktuch Seide Paisley',
      'Paisley silk pocket square',
      'Pochette soie paisley',
      'Pañuelo de seda paisley',
    ),
    description: n(
      'Bedruckte Seide aus Como, 42 × 42 cm, Paisley-Muster in Bordeaux und Blau.',
      'Printed Como silk, 42 × 42 cm, paisley pattern in burgundy and blue.',
      'Soie imprimée de Côme, 42 × 42 cm, motif paisley bordeaux et bleu.',
      'Seda estampada de Como, 42 × 42 cm, estampado paisley en burdeos y azul.',
    ),
    variants: [],
  },
  {
    slug: 'kragenstaebchen-messing',
    category: 'kragenstaebchen',
    priceCents: 2400,
    name: n(
      'Kragenstäbchen Messing (4 Paar)',
      'Brass collar stays (4 pairs)',
      'Baleines de col en laiton (4 paires)',
      'Ballenas de cuello de latón (4 pares)',
    ),
    description: n(
      'Vier Paar Stäbchen aus gebürstetem Messing in 5,5, 6, 6,5 und 7 cm, in einer Lederbox; halten jeden Kent- und Haifischkragen in Form.',
      'Four pairs of brushed brass stays in 5.5, 6, 6.5 and 7 cm, in a leather box; keep any Kent or cutaway collar in shape.',
      'Quatre paires de baleines en laiton brossé de 5,5, 6, 6,5 et 7 cm, dans un étui en cuir ; pour cols Kent et italiens.',
      'Cuatro pares de ballenas de latón cepillado de 5,5, 6, 6,5 y 7 cm, en caja de piel; para cuellos Kent y italianos.',
    ),
    variants: [],
  },
  {
    slug: 'kragenstaebchen-kunststoff',
    category: 'kragenstaebchen',
    priceCents: 600,
    name: n(
      'Kragenstäbchen Ersatz (10 Paar)',
      'Spare collar stays (10 pairs)',
      'Baleines de rechange (10 paires)',
      'Ballenas de repuesto (10 pares)',
    ),
    description: n(
      'Zehn Paar flexible Stäbchen aus Polycarbonat in gemischten Längen; waschmaschinenfest.',
      'Ten pairs of flexible polycarbonate stays in mixed lengths; safe in the washing machine.',
      'Dix paires de baleines souples en polycarbonate, longueurs assorties ; lavables en machine.',
      'Diez pares de ballenas flexibles de policarbonato en largos variados; aptas para lavadora.',
    ),
    variants: [],
  },
]

/** Looked up normalised, printed as issued (the CHECK vouchers_issued_code_check ties the two). */
export const demoVoucher = { code: 'DEMOGUTSCHEIN50', issuedCode: 'DEMO-GUTSCHEIN-50' } as const

/**
 * The demo voucher anyone can try: single-use like a real one, but every start of the shop gives
 * it back its 20 EUR (README).
 */
export const resettingDemoVoucher = { code: 'DEMOTEST20', issuedCode: 'DEMO-TEST-20', cents: 2000 } as const

/**
 * Idempotent: products are added by slug only when missing; the demo vouchers only with SHOP_DEMO.
 * DEMO-GUTSCHEIN-50 is created once and stays spent; DEMO-TEST-20 is reset at every call (start).
 */
export async function seedShop(db: Db, options: { demo: boolean }) {
  const existing = await db.select({ slug: products.slug }).from(products)
  const known = new Set(existing.map((row) => row.slug))
  let sort = 0
  for (const product of shopProducts) {
    sort += 10
    if (known.has(product.slug)) continue
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(products)
        .values({
          slug: product.slug,
          category: product.category,
          name: product.name,
          description: product.description,
          priceCents: product.priceCents,
          sort,
        })
        .onConflictDoNothing()
        .returning({ id: products.id })
      if (!row || product.variants.length === 0) return
      await tx.insert(productVariants).values(
        product.variants.map((variant) => ({
          productId: row.id,
          name: variant.name,
          priceCents: variant.priceCents ?? null,
          stock: variant.stock,
          colour: variant.colour,
        })),
      )
    })
  }
  if (options.demo) {
    const found = await db
      .select({ id: vouchers.id })
      .from(vouchers)
      .where(eq(vouchers.code, demoVoucher.code))
    if (found.length === 0) {
      await db
        .insert(vouchers)
        .values({
          ...demoVoucher,
          initialCents: 5000,
          balanceCents: 5000,
          singleUse: true,
          status: 'active',
          expiresAt: sql`now() + interval '3 years'` as unknown as Date,
          message: 'Demo',
        })
        .onConflictDoNothing()
    }
    await resetDemoVoucher(db)
  }
}

/** Full balance, active, valid until the end of next year: a spent try is usable again after the next start. */
async function resetDemoVoucher(db: Db) {
  const state = {
    // Set at every start: a shop from before the printed code gets it here.
    issuedCode: resettingDemoVoucher.issuedCode,
    initialCents: resettingDemoVoucher.cents,
    balanceCents: resettingDemoVoucher.cents,
    singleUse: true,
    status: 'active' as const,
    // The end of next year: the same value at every start of a year, so a re-seed changes nothing.
    expiresAt: sql`date_trunc('year', now()) + interval '2 years'` as unknown as Date,
    message: 'Demo (reset at every start)',
  }
  await db
    .insert(vouchers)
    .values({ code: resettingDemoVoucher.code, ...state })
    .onConflictDoUpdate({ target: vouchers.code, set: state })
}
