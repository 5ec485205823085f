import type { PartDef, Translated } from '../../../core/catalog/types.ts'
import { fitNameTranslations } from '../../../core/measures/fit-names.ts'
import { collarAttributeIds } from './categories.ts'

const cuffAttributeIds = [30] as const
const shirtAttributeIds = [512, 514] as const
const embroideryAttributeIds = [520, 521, 522, 523] as const
const contrastAttributeIds = [530] as const
const yarnAttributeIds = [540] as const

type PartInput = {
  id: number
  categoryId: number
  key: string
  surchargeCents?: number
  attributeIds?: readonly number[]
  isDefault?: boolean
  name: Translated
  description: Translated
}

function part(input: PartInput, sort: number): PartDef {
  return {
    id: input.id,
    categoryId: input.categoryId,
    key: input.key,
    name: input.name,
    description: input.description,
    surchargeCents: input.surchargeCents ?? 0,
    attributeIds: input.attributeIds ?? [],
    ...(input.isDefault ? { isDefault: true } : {}),
    sort,
  }
}

const collars: PartInput[] = [
  {
    id: 1,
    categoryId: 1,
    key: 'kent',
    attributeIds: collarAttributeIds,
    isDefault: true,
    name: { de: 'Kent', en: 'Kent collar', fr: 'Col Kent', es: 'Cuello Kent' },
    description: {
      de: 'Der klassische Businesskragen mit mittlerer Spreizung. Er passt zu fast jedem Anlass, mit und ohne Krawatte.',
      en: 'The classic business collar with a moderate spread. It suits almost every occasion, with or without a tie.',
      fr: 'Le col classique de bureau, à l’ouverture modérée. Il convient à presque toutes les occasions, avec ou sans cravate.',
      es: 'El cuello clásico de oficina, de abertura moderada. Sirve para casi cualquier ocasión, con o sin corbata.',
    },
  },
  {
    id: 2,
    categoryId: 1,
    key: 'cutaway',
    attributeIds: collarAttributeIds,
    name: { de: 'Haifisch', en: 'Cutaway collar', fr: 'Col italien', es: 'Cuello italiano' },
    description: {
      de: 'Weit gespreizte Kragenschenkel, die einem breiten Krawattenknoten wie dem Windsor Raum geben. Wählen Sie ihn für einen modernen, selbstbewussten Auftritt.',
      en: 'Widely spread points that leave room for a full tie knot such as the Windsor. Choose it for a modern, confident look.',
      fr: 'Des pointes largement écartées qui laissent place à un nœud ample, comme le Windsor. Choisissez-le pour une allure moderne et affirmée.',
      es: 'Puntas muy abiertas que dejan espacio a un nudo amplio, como el Windsor. Elíjalo para una imagen moderna y segura.',
    },
  },
  {
    id: 3,
    categoryId: 1,
    key: 'cutaway-wide',
    attributeIds: collarAttributeIds,
    name: {
      de: 'Haifisch weit',
      en: 'Extreme cutaway collar',
      fr: 'Col italien très ouvert',
      es: 'Cuello italiano muy abierto',
    },
    description: {
      de: 'Die nahezu waagerechte Spreizung liegt auch ohne Krawatte ruhig am Hals. Ideal, wenn Sie den Kragen gern offen tragen und trotzdem korrekt wirken möchten.',
      en: 'An almost horizontal spread that sits neatly even without a tie. Ideal if you like to wear your collar open and still look sharp.',
      fr: 'Une ouverture presque horizontale qui reste nette même sans cravate. Idéal si vous portez volontiers le col ouvert tout en restant impeccable.',
      es: 'Una abertura casi horizontal que queda impecable incluso sin corbata. Ideal si suele llevar el cuello abierto sin renunciar a la elegancia.',
    },
  },
  {
    id: 4,
    categoryId: 1,
    key: 'button-down',
    attributeIds: collarAttributeIds,
    name: { de: 'Button-down', en: 'Button-down collar', fr: 'Col boutonné', es: 'Cuello abotonado' },
    description: {
      de: 'Die Kragenspitzen werden am Hemd festgeknöpft, so behält der Kragen auch offen seine Form. Die entspannte Wahl zu Oxford, Sakko und Chino.',
      en: 'The points button down to the shirt front, so the collar keeps its shape even when worn open. The relaxed choice for oxford cloth, blazers and chinos.',
      fr: 'Les pointes se boutonnent sur le devant, et le col garde sa tenue même porté ouvert. Le choix décontracté avec un oxford, une veste et un chino.',
      es: 'Las puntas se abotonan a la camisa, así el cuello mantiene su forma aunque se lleve abierto. La opción informal para oxford, americana y chinos.',
    },
  },
  {
    id: 5,
    categoryId: 1,
    key: 'button-under',
    attributeIds: collarAttributeIds,
    name: {
      de: 'Button-under',
      en: 'Button-under collar',
      fr: 'Col à boutons cachés',
      es: 'Cuello con botones ocultos',
    },
    description: {
      de: 'Verdeckte Knöpfe halten die Kragenspitzen an ihrem Platz. Sie erhalten den Halt eines Button-down mit der ruhigen Optik eines Kent, ideal zum Sakko ohne Krawatte.',
      en: 'Hidden buttons hold the points in place. You get the hold of a button-down with the clean look of a Kent, ideal with a jacket and no tie.',
      fr: 'Des boutons invisibles maintiennent les pointes en place. Vous profitez de la tenue d’un col boutonné avec la sobriété d’un col Kent, idéal avec une veste sans cravate.',
      es: 'Unos botones ocultos sujetan las puntas en su sitio. Obtiene la firmeza de un cuello abotonado con la sobriedad de un Kent, ideal con americana y sin corbata.',
    },
  },
  {
    id: 6,
    categoryId: 1,
    key: 'tab',
    attributeIds: collarAttributeIds,
    name: { de: 'Tab-Kragen', en: 'Tab collar', fr: 'Col à patte', es: 'Cuello con presilla' },
    description: {
      de: 'Ein kleiner Steg unter dem Knoten hebt die Krawatte an und führt die Kragenspitzen zusammen. Für einen präzisen, festlichen Auftritt mit Krawatte.',
      en: 'A small tab beneath the knot lifts the tie and draws the points together. For a precise, formal look with a tie.',
      fr: 'Une petite patte sous le nœud soulève la cravate et rapproche les pointes. Pour une allure précise et habillée, toujours avec cravate.',
      es: 'Una pequeña presilla bajo el nudo eleva la corbata y une las puntas. Para una imagen precisa y formal, siempre con corbata.',
    },
  },
  {
    id: 7,
    categoryId: 1,
    key: 'wing',
    attributeIds: collarAttributeIds,
    name: { de: 'Frackkragen', en: 'Wing collar', fr: 'Col cassé', es: 'Cuello de pajarita' },
    description: {
      de: 'Ein Stehkragen mit umgelegten Ecken für Frack, Smoking und Fliege. Wählen Sie ihn für Abendveranstaltungen mit Dresscode.',
      en: 'A standing collar with folded wing tips for white tie, black tie and bow ties. Choose it for evening events with a dress code.',
      fr: 'Un col droit aux pointes cassées, pour l’habit, le smoking et le nœud papillon. À choisir pour les soirées avec code vestimentaire.',
      es: 'Un cuello alto con las puntas dobladas, para frac, esmoquin y pajarita. Elíjalo para eventos de noche con etiqueta.',
    },
  },
  {
    id: 8,
    categoryId: 1,
    key: 'band',
    attributeIds: collarAttributeIds,
    name: { de: 'Stehkragen', en: 'Band collar', fr: 'Col Mao', es: 'Cuello mao' },
    description: {
      de: 'Nur der schmale Kragensteg, ohne umgelegten Kragen. Luftig und unkompliziert, ideal für Leinen- und Sommerhemden ohne Krawatte.',
      en: 'Just the narrow collar band, with no fold-over collar. Airy and easy-going, ideal for linen and summer shirts worn without a tie.',
      fr: 'Un simple pied de col étroit, sans col rabattu. Léger et sans façon, idéal pour le lin et les chemises d’été portées sans cravate.',
      es: 'Solo la tira estrecha del pie de cuello, sin cuello vuelto. Fresco y sencillo, ideal para camisas de lino y de verano sin corbata.',
    },
  },
  {
    id: 9,
    categoryId: 1,
    key: 'piccadilly',
    attributeIds: collarAttributeIds,
    name: { de: 'Piccadilly', en: 'Pin collar', fr: 'Col à épingle', es: 'Cuello con alfiler' },
    description: {
      de: 'Zwei Ösen in den Kragenschenkeln nehmen eine Kragennadel auf, die den Knoten anhebt und die Spitzen eng zusammenhält. Ein markanter Kragen für Krawattenträger mit Sinn für Details.',
      en: 'Two eyelets in the collar points take a collar bar that lifts the knot and holds the points close together. A distinctive collar for tie wearers with an eye for detail.',
      fr: 'Deux œillets dans les pointes accueillent une épingle de col qui soulève le nœud et resserre les pointes. Un col affirmé pour les amateurs de cravate attentifs aux détails.',
      es: 'Dos ojetes en las puntas alojan un alfiler de cuello que eleva el nudo y junta las puntas. Un cuello con carácter para quien lleva corbata y cuida los detalles.',
    },
  },
  {
    id: 10,
    categoryId: 1,
    key: 'winchester',
    attributeIds: collarAttributeIds,
    name: { de: 'Winchester', en: 'Winchester collar', fr: 'Col Winchester', es: 'Cuello Winchester' },
    description: {
      de: 'Ein weißer Kent-Kragen auf einem farbigen oder gestreiften Hemd. Der klassische Bankerlook, besonders schön mit Umschlagmanschetten.',
      en: 'A white Kent collar on a coloured or striped shirt. The classic banker’s look, especially fine with French cuffs.',
      fr: 'Un col Kent blanc sur une chemise unie ou rayée. Le grand classique de la City, particulièrement réussi avec des poignets mousquetaires.',
      es: 'Un cuello Kent blanco sobre una camisa de color o de rayas. El clásico estilo banquero, especialmente logrado con puños dobles.',
    },
  },
]

const cuffs: PartInput[] = [
  {
    id: 11,
    categoryId: 2,
    key: 'one-button-rounded',
    attributeIds: cuffAttributeIds,
    isDefault: true,
    name: {
      de: '1-Knopf-Manschette abgerundet',
      en: 'Rounded one-button cuff',
      fr: 'Poignet arrondi à un bouton',
      es: 'Puño redondeado de un botón',
    },
    description: {
      de: 'Die klassische Manschette mit einem Knopf und abgerundeten Ecken. Unaufdringlich und bequem, die sichere Wahl für Büro und Alltag.',
      en: 'The classic cuff with one button and rounded corners. Understated and comfortable, the safe choice for the office and every day.',
      fr: 'Le poignet classique à un bouton et aux coins arrondis. Discret et confortable, le choix sûr pour le bureau comme pour tous les jours.',
      es: 'El puño clásico de un botón con esquinas redondeadas. Discreto y cómodo, la opción segura para la oficina y el día a día.',
    },
  },
  {
    id: 12,
    categoryId: 2,
    key: 'two-button',
    attributeIds: cuffAttributeIds,
    name: {
      de: '2-Knopf-Manschette',
      en: 'Two-button cuff',
      fr: 'Poignet à deux boutons',
      es: 'Puño de dos botones',
    },
    description: {
      de: 'Eine etwas höhere Manschette mit zwei Knöpfen nebeneinander. Betont klassisch und in der Weite verstellbar.',
      en: 'A slightly taller cuff with two buttons side by side. Distinctly classic, with an adjustable width.',
      fr: 'Un poignet un peu plus haut, à deux boutons côte à côte. Résolument classique, avec une largeur réglable.',
      es: 'Un puño algo más alto con dos botones uno junto a otro. Marcadamente clásico y de ancho ajustable.',
    },
  },
  {
    id: 13,
    categoryId: 2,
    key: 'cut-away',
    attributeIds: cuffAttributeIds,
    name: {
      de: 'Abgeschrägte Manschette',
      en: 'Angled cuff',
      fr: 'Poignet à coins coupés',
      es: 'Puño de esquinas cortadas',
    },
    description: {
      de: 'Eine Manschette mit schräg abgeschnittenen Ecken. Sie wirkt modern und passt gut zu Haifischkragen und schmaler Passform.',
      en: 'A cuff with diagonally cut corners. It looks modern and pairs well with a cutaway collar and a slim fit.',
      fr: 'Un poignet aux coins coupés en biais. Il a une allure moderne et s’accorde bien avec un col italien et une coupe slim.',
      es: 'Un puño con las esquinas cortadas en diagonal. Tiene un aire moderno y combina bien con el cuello italiano y un corte entallado.',
    },
  },
  {
    id: 14,
    categoryId: 2,
    key: 'french',
    surchargeCents: 900,
    attributeIds: cuffAttributeIds,
    name: { de: 'Umschlagmanschette', en: 'French cuff', fr: 'Poignet mousquetaire', es: 'Puño doble' },
    description: {
      de: 'Die doppelt gelegte Manschette für Manschettenknöpfe. Die elegante Wahl zu Anzug, Smoking und festlichen Anlässen.',
      en: 'A double-folded cuff fastened with cufflinks. The elegant choice for suits, dinner jackets and formal occasions.',
      fr: 'Un poignet replié qui se ferme avec des boutons de manchette. Le choix élégant pour le costume, le smoking et les grandes occasions.',
      es: 'Un puño doblado que se cierra con gemelos. La opción elegante para traje, esmoquin y ocasiones especiales.',
    },
  },
  {
    id: 15,
    categoryId: 2,
    key: 'cocktail',
    surchargeCents: 1200,
    attributeIds: cuffAttributeIds,
    name: { de: 'Cocktailmanschette', en: 'Cocktail cuff', fr: 'Poignet cocktail', es: 'Puño cóctel' },
    description: {
      de: 'Umgeschlagen wie eine Umschlagmanschette, aber mit Knöpfen geschlossen. Ein markantes Detail für Abende, an denen Sie auf Manschettenknöpfe verzichten möchten.',
      en: 'Turned back like a French cuff but closed with buttons. A striking detail for evenings when you would rather not wear cufflinks.',
      fr: 'Replié comme un poignet mousquetaire, mais fermé par des boutons. Un détail remarqué pour les soirées où vous préférez vous passer de boutons de manchette.',
      es: 'Doblado como un puño doble, pero cerrado con botones. Un detalle llamativo para las noches en que prefiere prescindir de gemelos.',
    },
  },
  {
    id: 16,
    categoryId: 2,
    key: 'short-sleeve',
    name: { de: 'Kurzarm', en: 'Short sleeve', fr: 'Manches courtes', es: 'Manga corta' },
    description: {
      de: 'Ein kurzer Ärmel mit sauber gesäumtem Abschluss statt einer Manschette. Für warme Tage und legere Hemden aus Leinen, Oxford oder Vichy-Karo.',
      en: 'A short sleeve with a neatly finished hem instead of a cuff. For warm days and casual shirts in linen, oxford or gingham.',
      fr: 'Une manche courte à l’ourlet net, sans poignet. Pour les beaux jours et les chemises décontractées en lin, oxford ou vichy.',
      es: 'Una manga corta con un dobladillo limpio en lugar de puño. Para los días de calor y las camisas informales de lino, oxford o vichy.',
    },
  },
]

const hems: PartInput[] = [
  {
    id: 20,
    categoryId: 6,
    key: 'hem-rounded',
    attributeIds: shirtAttributeIds,
    isDefault: true,
    name: {
      de: 'Klassisch abgerundeter Saum',
      en: 'Classic rounded hem',
      fr: 'Bas arrondi classique',
      es: 'Bajo redondeado clásico',
    },
    description: {
      de: 'Der lange, abgerundete Saum bleibt sicher in der Hose. Die richtige Wahl für Hemden, die Sie zum Anzug tragen.',
      en: 'The long, rounded hem stays tucked in. The right choice for shirts you wear with a suit.',
      fr: 'Le bas long et arrondi reste bien rentré dans le pantalon. Le bon choix pour les chemises portées avec un costume.',
      es: 'El bajo largo y redondeado se mantiene dentro del pantalón. La opción adecuada para camisas que lleva con traje.',
    },
  },
  {
    id: 21,
    categoryId: 6,
    key: 'hem-straight',
    attributeIds: shirtAttributeIds,
    name: { de: 'Gerader Saum', en: 'Straight hem', fr: 'Bas droit', es: 'Bajo recto' },
    description: {
      de: 'Ein gerade abgeschlossener, etwas kürzerer Saum. Gemacht, um das Hemd über der Hose zu tragen.',
      en: 'A straight, slightly shorter hem. Made for wearing the shirt untucked.',
      fr: 'Un bas droit, un peu plus court. Pensé pour porter la chemise par-dessus le pantalon.',
      es: 'Un bajo recto y algo más corto. Pensado para llevar la camisa por fuera.',
    },
  },
  {
    id: 22,
    categoryId: 6,
    key: 'hem-straight-vents',
    attributeIds: shirtAttributeIds,
    name: {
      de: 'Gerader Saum mit Seitenschlitzen',
      en: 'Straight hem with side vents',
      fr: 'Bas droit à fentes latérales',
      es: 'Bajo recto con aberturas laterales',
    },
    description: {
      de: 'Ein gerader Saum mit kurzen Schlitzen an den Seitennähten für mehr Bewegungsfreiheit. Ideal für Freizeithemden, die Sie offen über der Hose tragen.',
      en: 'A straight hem with short vents at the side seams for freedom of movement. Ideal for casual shirts worn untucked.',
      fr: 'Un bas droit avec de courtes fentes sur les côtés pour plus d’aisance. Idéal pour les chemises décontractées portées par-dessus le pantalon.',
      es: 'Un bajo recto con cortas aberturas en las costuras laterales para moverse con soltura. Ideal para camisas informales que lleva por fuera.',
    },
  },
]

const backs: PartInput[] = [
  {
    id: 40,
    categoryId: 9,
    key: 'back-plain',
    isDefault: true,
    name: { de: 'Glatter Rücken', en: 'Plain back', fr: 'Dos lisse', es: 'Espalda lisa' },
    description: {
      de: 'Ein Rücken ohne Falten für eine klare Linie. Empfehlenswert bei taillierter und schmaler Passform.',
      en: 'A back without pleats for a clean line. Recommended with a tailored or slim fit.',
      fr: 'Un dos sans pli pour une ligne nette. Recommandé avec une coupe ajustée ou slim.',
      es: 'Una espalda sin pliegues para una línea limpia. Recomendable con corte semientallado o entallado.',
    },
  },
  {
    id: 41,
    categoryId: 9,
    key: 'box-pleat',
    name: { de: 'Kellerfalte', en: 'Box pleat', fr: 'Pli creux', es: 'Pliegue central' },
    description: {
      de: 'Eine mittige Falte unter der Passe gibt Ihnen mehr Bewegungsfreiheit in den Schultern. Klassisch bei Oxford-Hemden und weiter Passform.',
      en: 'A centre pleat below the yoke gives you more room across the shoulders. A classic on oxford shirts and regular fits.',
      fr: 'Un pli central sous l’empiècement vous laisse plus d’aisance aux épaules. Un classique des chemises oxford et des coupes classiques.',
      es: 'Un pliegue central bajo el canesú le da más libertad de movimiento en los hombros. Un clásico en camisas oxford y cortes clásicos.',
    },
  },
  {
    id: 42,
    categoryId: 9,
    key: 'side-pleats',
    name: { de: 'Seitenfalten', en: 'Side pleats', fr: 'Plis latéraux', es: 'Pliegues laterales' },
    description: {
      de: 'Zwei Falten nahe den Ärmeln schaffen Bewegungsfreiheit, ohne den Rücken breiter wirken zu lassen. Ein guter Kompromiss zwischen Komfort und schlanker Linie.',
      en: 'Two pleats near the sleeves add room without making the back look wider. A good balance between comfort and a slim line.',
      fr: 'Deux plis près des manches apportent de l’aisance sans élargir le dos. Un bon équilibre entre confort et ligne élancée.',
      es: 'Dos pliegues junto a las mangas dan holgura sin ensanchar la espalda. Un buen equilibrio entre comodidad y línea esbelta.',
    },
  },
  {
    id: 43,
    categoryId: 9,
    key: 'darts',
    surchargeCents: 400,
    name: { de: 'Abnäher', en: 'Back darts', fr: 'Pinces dans le dos', es: 'Pinzas en la espalda' },
    description: {
      de: 'Zwei Längsabnäher formen den Rücken nach Ihrer Taille. Für eine besonders körpernahe Silhouette, vor allem bei Slim Fit.',
      en: 'Two vertical darts shape the back to your waist. For a particularly close silhouette, above all with a slim fit.',
      fr: 'Deux pinces verticales épousent votre taille. Pour une silhouette près du corps, surtout en coupe slim.',
      es: 'Dos pinzas verticales ajustan la espalda a su cintura. Para una silueta especialmente ceñida, sobre todo con corte entallado.',
    },
  },
]

const shapes: PartInput[] = [
  {
    id: 45,
    categoryId: 11,
    key: 'slim',
    name: fitNameTranslations('slim'),
    description: {
      de: 'Körpernah geschnitten, mit 12 cm Zugabe an der Brust. Für schlanke Figuren, die eine betont schmale Silhouette mögen.',
      en: 'Cut close to the body, with 12 cm of ease at the chest. For slim builds that like a distinctly narrow silhouette.',
      fr: 'Coupé près du corps, avec 12 cm d’aisance à la poitrine. Pour les silhouettes minces qui aiment une ligne très étroite.',
      es: 'Cortado cerca del cuerpo, con 12 cm de holgura en el pecho. Para complexiones delgadas que prefieren una silueta muy estrecha.',
    },
  },
  {
    id: 46,
    categoryId: 11,
    key: 'tailored',
    isDefault: true,
    name: fitNameTranslations('tailored'),
    description: {
      de: 'Leicht tailliert, mit 16 cm Zugabe an der Brust. Die ausgewogene Passform für die meisten Figuren.',
      en: 'Gently shaped at the waist, with 16 cm of ease at the chest. The balanced fit for most builds.',
      fr: 'Légèrement cintrée, avec 16 cm d’aisance à la poitrine. La coupe équilibrée qui convient à la plupart des silhouettes.',
      es: 'Algo marcado en la cintura, con 16 cm de holgura en el pecho. El corte equilibrado para la mayoría de las figuras.',
    },
  },
  {
    id: 47,
    categoryId: 11,
    key: 'regular',
    name: fitNameTranslations('regular'),
    description: {
      de: 'Gerade geschnitten, mit 20 cm Zugabe an der Brust. Bequem und großzügig, wenn Sie viel Bewegungsfreiheit schätzen.',
      en: 'A straight cut with 20 cm of ease at the chest. Comfortable and generous if you value plenty of room.',
      fr: 'Une coupe aux lignes droites, avec 20 cm d’aisance à la poitrine. Confortable et généreuse si vous appréciez une grande liberté de mouvement.',
      es: 'Un corte recto con 20 cm de holgura en el pecho. Cómodo y amplio si valora la libertad de movimiento.',
    },
  },
]

const pockets: PartInput[] = [
  {
    id: 60,
    categoryId: 12,
    key: 'no-pocket',
    isDefault: true,
    name: { de: 'Ohne Brusttasche', en: 'No pocket', fr: 'Sans poche', es: 'Sin bolsillo' },
    description: {
      de: 'Eine glatte Vorderseite ohne Tasche. Die eleganteste Lösung für Business- und Abendhemden.',
      en: 'A clean front without a pocket. The most elegant option for business and evening shirts.',
      fr: 'Un devant net, sans poche. La solution la plus élégante pour les chemises de ville et de soirée.',
      es: 'Un delantero limpio, sin bolsillo. La opción más elegante para camisas de oficina y de noche.',
    },
  },
  {
    id: 61,
    categoryId: 12,
    key: 'pocket-rounded',
    name: {
      de: 'Abgerundete Brusttasche',
      en: 'Rounded pocket',
      fr: 'Poche arrondie',
      es: 'Bolsillo redondeado',
    },
    description: {
      de: 'Eine aufgesetzte Tasche mit abgerundeten Ecken auf der linken Brust. Praktisch und dezent für Alltag und Büro.',
      en: 'A patch pocket with rounded corners on the left chest. Practical and discreet for every day and the office.',
      fr: 'Une poche plaquée aux coins arrondis sur la poitrine gauche. Pratique et discrète, au bureau comme au quotidien.',
      es: 'Un bolsillo de parche con esquinas redondeadas en el lado izquierdo del pecho. Práctico y discreto para el día a día y la oficina.',
    },
  },
  {
    id: 62,
    categoryId: 12,
    key: 'pocket-square',
    name: { de: 'Eckige Brusttasche', en: 'Square pocket', fr: 'Poche carrée', es: 'Bolsillo recto' },
    description: {
      de: 'Eine aufgesetzte Tasche mit geraden Ecken. Sie wirkt etwas sportlicher und passt gut zu Oxford und Button-down.',
      en: 'A patch pocket with square corners. Slightly sportier, it pairs well with oxford cloth and button-down collars.',
      fr: 'Une poche plaquée aux coins droits. Un peu plus sport, elle s’accorde bien avec l’oxford et le col boutonné.',
      es: 'Un bolsillo de parche con esquinas rectas. Algo más deportivo, combina bien con oxford y cuello abotonado.',
    },
  },
  {
    id: 63,
    categoryId: 12,
    key: 'pocket-flap',
    surchargeCents: 500,
    name: { de: 'Brusttasche mit Patte', en: 'Flap pocket', fr: 'Poche à rabat', es: 'Bolsillo con cartera' },
    description: {
      de: 'Eine Tasche mit knöpfbarer Patte, die ihren Inhalt sicher verschließt. Passend zu Flanell-, Freizeit- und Overshirt-Modellen.',
      en: 'A pocket with a buttoned flap that keeps its contents secure. Suits flannel, casual and overshirt styles.',
      fr: 'Une poche à rabat boutonné qui garde son contenu en sécurité. Parfaite pour la flanelle, les chemises décontractées et les surchemises.',
      es: 'Un bolsillo con cartera abotonada que guarda su contenido con seguridad. Adecuado para franela, camisas informales y sobrecamisas.',
    },
  },
  {
    id: 64,
    categoryId: 12,
    key: 'two-pockets',
    surchargeCents: 800,
    name: {
      de: 'Zwei Brusttaschen',
      en: 'Two chest pockets',
      fr: 'Deux poches poitrine',
      es: 'Dos bolsillos de pecho',
    },
    description: {
      de: 'Je eine Tasche links und rechts auf der Brust. Der lässige Look eines Hemdes für draußen, schön bei Flanell und Leinen.',
      en: 'One pocket on each side of the chest. The relaxed look of an outdoor shirt, at its best in flannel and linen.',
      fr: 'Une poche de chaque côté de la poitrine. L’allure décontractée d’une chemise de plein air, superbe en flanelle et en lin.',
      es: 'Un bolsillo a cada lado del pecho. El aire informal de una camisa de campo, perfecto en franela y lino.',
    },
  },
]

const plackets: PartInput[] = [
  {
    id: 70,
    categoryId: 13,
    key: 'placket-standard',
    isDefault: true,
    name: { de: 'Standardleiste', en: 'Standard placket', fr: 'Patte classique', es: 'Tapeta clásica' },
    description: {
      de: 'Die aufgesetzte Knopfleiste mit sichtbaren Steppnähten. Klassisch und stabil, passend zu nahezu jedem Hemd.',
      en: 'The front placket with visible stitching. Classic and sturdy, right for almost any shirt.',
      fr: 'La patte de boutonnage rapportée, aux surpiqûres visibles. Classique et solide, elle convient à presque toutes les chemises.',
      es: 'La tapeta delantera con pespuntes visibles. Clásica y resistente, adecuada para casi cualquier camisa.',
    },
  },
  {
    id: 71,
    categoryId: 13,
    key: 'placket-hidden',
    surchargeCents: 600,
    name: { de: 'Verdeckte Leiste', en: 'Concealed placket', fr: 'Patte cachée', es: 'Tapeta oculta' },
    description: {
      de: 'Die Knöpfe liegen unter einer Stoffblende. Ruhig und puristisch, ideal zum Smoking und für einen minimalistischen Stil.',
      en: 'The buttons sit beneath a fabric fly. Calm and pure, ideal with a dinner jacket or a minimalist style.',
      fr: 'Les boutons sont cachés sous un rabat de tissu. Sobre et épurée, idéale avec un smoking ou un style minimaliste.',
      es: 'Los botones quedan bajo una solapa de tela. Sobria y depurada, ideal con esmoquin o un estilo minimalista.',
    },
  },
  {
    id: 72,
    categoryId: 13,
    key: 'placket-none',
    name: { de: 'Ohne Leiste', en: 'French front', fr: 'Sans patte', es: 'Sin tapeta' },
    description: {
      de: 'Die Vorderkante wird nur nach innen umgeschlagen, ohne aufgesetzte Leiste. Wirkt glatt und modern, besonders bei feinen einfarbigen Stoffen.',
      en: 'The front edge is simply folded inside, with no separate placket. Smooth and modern, especially on fine solid fabrics.',
      fr: 'Le bord du devant est simplement replié à l’intérieur, sans patte rapportée. Une allure lisse et moderne, surtout sur les tissus unis fins.',
      es: 'El borde delantero se dobla hacia dentro, sin tapeta añadida. Un aspecto limpio y moderno, sobre todo en tejidos lisos finos.',
    },
  },
]

const extras: PartInput[] = [
  {
    id: 80,
    categoryId: 3,
    key: 'spare-buttons',
    name: { de: 'Ersatzknöpfe', en: 'Spare buttons', fr: 'Boutons de rechange', es: 'Botones de repuesto' },
    description: {
      de: 'Zwei Ersatzknöpfe, innen an die Seitennaht genäht. So haben Sie den passenden Knopf immer zur Hand.',
      en: 'Two spare buttons sewn inside the side seam. So the matching button is always at hand.',
      fr: 'Deux boutons de rechange cousus à l’intérieur de la couture latérale. Vous avez ainsi toujours le bon bouton sous la main.',
      es: 'Dos botones de repuesto cosidos en el interior de la costura lateral. Así siempre tiene a mano el botón adecuado.',
    },
  },
  {
    id: 81,
    categoryId: 3,
    key: 'hanging-loop',
    name: { de: 'Aufhänger', en: 'Hanging loop', fr: 'Bride de suspension', es: 'Presilla para colgar' },
    description: {
      de: 'Eine kleine Schlaufe an der Rückenpasse. Praktisch für Haken in Umkleiden, Hotelzimmern und auf Reisen.',
      en: 'A small loop on the back yoke. Handy for hooks in changing rooms, hotel rooms and on the road.',
      fr: 'Une petite bride sur l’empiècement du dos. Pratique pour les patères des vestiaires, des chambres d’hôtel et en voyage.',
      es: 'Una pequeña presilla en el canesú. Práctica para colgar la camisa en vestuarios, hoteles y de viaje.',
    },
  },
  {
    id: 82,
    categoryId: 3,
    key: 'metal-collar-stays',
    surchargeCents: 400,
    name: {
      de: 'Kragenstäbchen aus Metall',
      en: 'Metal collar stays',
      fr: 'Baleines de col en métal',
      es: 'Ballenas de cuello metálicas',
    },
    description: {
      de: 'Ein Paar Kragenstäbchen aus Edelstahl statt Kunststoff. Sie halten die Spitzen dauerhaft gerade und setzen herausnehmbare Stäbchen voraus.',
      en: 'A pair of stainless steel collar stays instead of plastic ones. They keep the points straight for years and require removable stays.',
      fr: 'Une paire de baleines en acier inoxydable au lieu du plastique. Elles gardent les pointes droites durablement et supposent des baleines amovibles.',
      es: 'Un par de ballenas de acero inoxidable en lugar de plástico. Mantienen las puntas rectas durante años y requieren ballenas extraíbles.',
    },
  },
  {
    id: 83,
    categoryId: 3,
    key: 'gauntlet-button',
    name: {
      de: 'Ärmelschlitz mit Knopf',
      en: 'Sleeve placket button',
      fr: 'Bouton de fente de manche',
      es: 'Botón en la abertura de la manga',
    },
    description: {
      de: 'Ein zusätzlicher Knopf schließt den Ärmelschlitz oberhalb der Manschette. Ein feines Detail guter Hemdenschneiderei.',
      en: 'An extra button closes the sleeve placket above the cuff. A fine detail of good shirtmaking.',
      fr: 'Un bouton supplémentaire ferme la fente de manche au-dessus du poignet. Un détail soigné de la belle chemiserie.',
      es: 'Un botón adicional cierra la abertura de la manga sobre el puño. Un detalle fino de la buena camisería.',
    },
  },
  {
    id: 84,
    categoryId: 3,
    key: 'logo-embroidery',
    attributeIds: [513],
    name: { de: 'Logo-Stickerei', en: 'Logo embroidery', fr: 'Broderie de logo', es: 'Bordado de logotipo' },
    description: {
      de: 'Gibt die Stickerei für ein Kürzel oder Zeichen frei, etwa für Firmen- oder Vereinshemden. Text, Schrift, Garnfarbe und Position wählen Sie anschließend unter Stickerei.',
      en: 'Unlocks embroidery for initials or a short mark, for example on company or club shirts. You then choose text, lettering, thread colour and position under Embroidery.',
      fr: 'Active la broderie d’un sigle ou d’une marque, par exemple pour des chemises d’entreprise ou de club. Vous choisissez ensuite le texte, la police, la couleur du fil et l’emplacement sous Broderie.',
      es: 'Activa el bordado de unas siglas o una marca, por ejemplo para camisas de empresa o de club. Después elige texto, tipo de letra, color del hilo y posición en Bordado.',
    },
  },
]

const embroidery: PartInput[] = [
  {
    id: 32,
    categoryId: 10,
    key: 'monogram-cuff',
    surchargeCents: 900,
    attributeIds: embroideryAttributeIds,
    name: {
      de: 'Monogramm Manschette',
      en: 'Cuff monogram',
      fr: 'Monogramme sur le poignet',
      es: 'Monograma en el puño',
    },
    description: {
      de: 'Ihre Initialen auf der Manschette, bis zu vier Buchstaben. Dezent sichtbar, sobald Sie die Hand heben.',
      en: 'Your initials on the cuff, up to four letters. Discreetly visible whenever you raise your hand.',
      fr: 'Vos initiales sur le poignet, jusqu’à quatre lettres. Discrètement visibles dès que vous levez la main.',
      es: 'Sus iniciales en el puño, hasta cuatro letras. Discretamente visibles cuando levanta la mano.',
    },
  },
  {
    id: 52,
    categoryId: 10,
    key: 'monogram-chest',
    surchargeCents: 900,
    attributeIds: embroideryAttributeIds,
    name: {
      de: 'Monogramm Brust',
      en: 'Chest monogram',
      fr: 'Monogramme sur la poitrine',
      es: 'Monograma en el pecho',
    },
    description: {
      de: 'Initialen auf der linken Brust oder auf der Brusttasche. Gut sichtbar, wenn Sie das Hemd ohne Sakko tragen.',
      en: 'Initials on the left chest or on the pocket. Clearly visible when you wear the shirt without a jacket.',
      fr: 'Des initiales sur la poitrine gauche ou sur la poche. Bien visibles lorsque vous portez la chemise sans veste.',
      es: 'Iniciales en el lado izquierdo del pecho o sobre el bolsillo. Bien visibles cuando lleva la camisa sin americana.',
    },
  },
  {
    id: 107,
    categoryId: 10,
    key: 'monogram-collar-band',
    surchargeCents: 900,
    attributeIds: embroideryAttributeIds,
    name: {
      de: 'Monogramm Kragensteg',
      en: 'Collar band monogram',
      fr: 'Monogramme dans le pied de col',
      es: 'Monograma en el pie de cuello',
    },
    description: {
      de: 'Initialen innen am Kragensteg, nur für Sie sichtbar. Die diskreteste Art, ein Hemd zu zeichnen.',
      en: 'Initials inside the collar band, visible only to you. The most discreet way to mark a shirt.',
      fr: 'Des initiales à l’intérieur du pied de col, visibles de vous seul. La manière la plus discrète de signer une chemise.',
      es: 'Iniciales en el interior del pie de cuello, visibles solo para usted. La forma más discreta de marcar una camisa.',
    },
  },
]

const contrasts: PartInput[] = [
  {
    id: 90,
    categoryId: 52,
    key: 'contrast-collar-inside',
    surchargeCents: 700,
    attributeIds: contrastAttributeIds,
    name: {
      de: 'Kragen innen',
      en: 'Inner collar',
      fr: 'Intérieur du col',
      es: 'Interior del cuello',
    },
    description: {
      de: 'Die Innenseite des Kragens in einem zweiten Stoff. Zeigt sich als feiner Akzent, wenn Sie den Kragen offen tragen.',
      en: 'The inside of the collar in a second fabric. It shows as a subtle accent when you wear the collar open.',
      fr: 'L’intérieur du col dans un second tissu. Il apparaît comme une touche subtile lorsque vous portez le col ouvert.',
      es: 'El interior del cuello en un segundo tejido. Se deja ver como un acento sutil cuando lleva el cuello abierto.',
    },
  },
  {
    id: 91,
    categoryId: 52,
    key: 'contrast-collar-band-inside',
    surchargeCents: 700,
    attributeIds: contrastAttributeIds,
    name: {
      de: 'Kragensteg innen',
      en: 'Inner collar band',
      fr: 'Intérieur du pied de col',
      es: 'Interior del pie de cuello',
    },
    description: {
      de: 'Der innere Kragensteg in einem Kontraststoff. Ein dezentes Detail, das beim geöffneten obersten Knopf sichtbar wird.',
      en: 'The inner collar band in a contrast fabric. A quiet detail that shows when the top button is open.',
      fr: 'Le pied de col intérieur dans un tissu contrastant. Un détail discret qui se révèle lorsque le premier bouton est ouvert.',
      es: 'El pie de cuello interior en un tejido en contraste. Un detalle discreto que se ve con el primer botón desabrochado.',
    },
  },
  {
    id: 92,
    categoryId: 52,
    key: 'contrast-cuff-inside',
    surchargeCents: 700,
    attributeIds: contrastAttributeIds,
    name: {
      de: 'Manschette innen',
      en: 'Inner cuffs',
      fr: 'Intérieur des poignets',
      es: 'Interior de los puños',
    },
    description: {
      de: 'Die Innenseite der Manschetten in einem zweiten Stoff. Besonders wirkungsvoll bei Umschlag- und Cocktailmanschetten.',
      en: 'The inside of the cuffs in a second fabric. Especially effective with French and cocktail cuffs.',
      fr: 'L’intérieur des poignets dans un second tissu. Particulièrement réussi avec des poignets mousquetaires ou cocktail.',
      es: 'El interior de los puños en un segundo tejido. Especialmente logrado con puños dobles y puños cóctel.',
    },
  },
  {
    id: 93,
    categoryId: 52,
    key: 'contrast-placket-inside',
    surchargeCents: 700,
    attributeIds: contrastAttributeIds,
    name: {
      de: 'Knopfleiste innen',
      en: 'Inner placket',
      fr: 'Intérieur de la patte',
      es: 'Interior de la tapeta',
    },
    description: {
      de: 'Die Innenseite der Knopfleiste in einem Kontraststoff. Sichtbar, wenn Sie die oberen Knöpfe offen tragen.',
      en: 'The inside of the placket in a contrast fabric. Visible when you leave the top buttons undone.',
      fr: 'L’intérieur de la patte de boutonnage dans un tissu contrastant. Visible lorsque vous laissez les premiers boutons ouverts.',
      es: 'El interior de la tapeta en un tejido en contraste. Se ve cuando lleva los botones superiores desabrochados.',
    },
  },
]

const yarns: PartInput[] = [
  {
    id: 95,
    categoryId: 53,
    key: 'buttonhole-thread',
    attributeIds: yarnAttributeIds,
    name: {
      de: 'Knopflochgarn',
      en: 'Buttonhole thread',
      fr: 'Fil des boutonnières',
      es: 'Hilo de los ojales',
    },
    description: {
      de: 'Eine eigene Garnfarbe für alle Knopflöcher. Ein feiner Kontrast, etwa dunkelblaue Knopflöcher auf einem weißen Hemd.',
      en: 'A separate thread colour for every buttonhole. A subtle contrast, such as navy buttonholes on a white shirt.',
      fr: 'Une couleur de fil à part pour toutes les boutonnières. Un contraste subtil, par exemple des boutonnières marine sur une chemise blanche.',
      es: 'Un color de hilo propio para todos los ojales. Un contraste sutil, por ejemplo ojales azul marino en una camisa blanca.',
    },
  },
  {
    id: 96,
    categoryId: 53,
    key: 'button-thread',
    attributeIds: yarnAttributeIds,
    name: {
      de: 'Knopfannähgarn',
      en: 'Button thread',
      fr: 'Fil de couture des boutons',
      es: 'Hilo para coser los botones',
    },
    description: {
      de: 'Die Garnfarbe, mit der die Knöpfe angenäht werden. Abgestimmt auf das Knopflochgarn ergibt sich ein stimmiges Bild.',
      en: 'The thread colour used to sew on the buttons. Matched with the buttonhole thread, it gives a coherent look.',
      fr: 'La couleur du fil qui sert à coudre les boutons. Assortie au fil des boutonnières, elle donne un ensemble harmonieux.',
      es: 'El color del hilo con el que se cosen los botones. A juego con el hilo de los ojales, crea un conjunto armonioso.',
    },
  },
  {
    id: 97,
    categoryId: 53,
    key: 'decorative-stitching',
    attributeIds: yarnAttributeIds,
    name: {
      de: 'Ziernaht',
      en: 'Decorative stitching',
      fr: 'Surpiqûre décorative',
      es: 'Pespunte decorativo',
    },
    description: {
      de: 'Sichtbare Steppnähte an Kragen, Manschetten und Leiste in einer Kontrastfarbe. Ein sportlicher, handwerklicher Akzent für Freizeithemden.',
      en: 'Visible topstitching on collar, cuffs and placket in a contrast colour. A sporty, crafted accent for casual shirts.',
      fr: 'Des surpiqûres visibles sur le col, les poignets et la patte dans une couleur contrastante. Une touche sportive et artisanale pour les chemises décontractées.',
      es: 'Pespuntes visibles en cuello, puños y tapeta en un color de contraste. Un acento deportivo y artesanal para camisas informales.',
    },
  },
]

const buttons: PartInput[] = [
  {
    id: 120,
    categoryId: 54,
    key: 'plastic-white',
    isDefault: true,
    name: { de: 'Kunststoff weiß', en: 'White resin', fr: 'Résine blanche', es: 'Resina blanca' },
    description: {
      de: 'Robuste, waschfeste Knöpfe in klassischem Weiß. Sie passen zu jedem Stoff und sind im Grundpreis enthalten.',
      en: 'Sturdy, wash-proof buttons in classic white. They suit every fabric and are included in the base price.',
      fr: 'Des boutons robustes et résistants au lavage, d’un blanc classique. Ils conviennent à tous les tissus et sont compris dans le prix de base.',
      es: 'Botones resistentes al lavado en blanco clásico. Combinan con cualquier tejido y están incluidos en el precio base.',
    },
  },
  {
    id: 121,
    categoryId: 54,
    key: 'plastic-navy',
    name: { de: 'Kunststoff navy', en: 'Navy resin', fr: 'Résine bleu marine', es: 'Resina azul marino' },
    description: {
      de: 'Dunkelblaue Knöpfe als dezenter Kontrast. Schön auf weißen, hellblauen und gestreiften Stoffen.',
      en: 'Navy buttons as a quiet contrast. Attractive on white, light blue and striped fabrics.',
      fr: 'Des boutons bleu marine pour un contraste discret. Très beaux sur les tissus blancs, bleu clair et rayés.',
      es: 'Botones azul marino como contraste discreto. Quedan muy bien sobre tejidos blancos, azul claro y de rayas.',
    },
  },
  {
    id: 122,
    categoryId: 54,
    key: 'mother-of-pearl-white',
    surchargeCents: 1200,
    name: { de: 'Perlmutt weiß', en: 'White mother-of-pearl', fr: 'Nacre blanche', es: 'Nácar blanco' },
    description: {
      de: 'Echtes Perlmutt mit natürlichem Schimmer. Die edle Wahl für Business- und Abendhemden.',
      en: 'Genuine mother-of-pearl with a natural lustre. The refined choice for business and evening shirts.',
      fr: 'De la vraie nacre au reflet naturel. Le choix raffiné pour les chemises de ville et de soirée.',
      es: 'Nácar auténtico con un brillo natural. La opción refinada para camisas de oficina y de noche.',
    },
  },
  {
    id: 123,
    categoryId: 54,
    key: 'mother-of-pearl-dark',
    surchargeCents: 1200,
    name: { de: 'Perlmutt dunkel', en: 'Dark mother-of-pearl', fr: 'Nacre foncée', es: 'Nácar oscuro' },
    description: {
      de: 'Dunkles Perlmutt mit grau-grünem Glanz. Ein raffinierter Akzent auf farbigen und dunklen Stoffen.',
      en: 'Dark mother-of-pearl with a grey-green sheen. A refined accent on coloured and dark fabrics.',
      fr: 'Une nacre foncée aux reflets gris-vert. Une touche raffinée sur les tissus colorés et sombres.',
      es: 'Nácar oscuro con reflejos gris verdoso. Un acento refinado sobre tejidos de color y oscuros.',
    },
  },
  {
    id: 124,
    categoryId: 54,
    key: 'horn-brown',
    surchargeCents: 1400,
    name: { de: 'Horn braun', en: 'Brown horn', fr: 'Corne brune', es: 'Asta marrón' },
    description: {
      de: 'Knöpfe aus echtem Horn, jeder mit eigener Maserung. Warm und natürlich, ideal zu Flanell, Oxford und Leinen.',
      en: 'Buttons of genuine horn, each with its own grain. Warm and natural, ideal with flannel, oxford and linen.',
      fr: 'Des boutons en véritable corne, chacun avec son propre veinage. Chaleureux et naturels, idéaux avec la flanelle, l’oxford et le lin.',
      es: 'Botones de asta auténtica, cada uno con su propia veta. Cálidos y naturales, ideales con franela, oxford y lino.',
    },
  },
  {
    id: 125,
    categoryId: 54,
    key: 'horn-black',
    surchargeCents: 1400,
    name: { de: 'Horn schwarz', en: 'Black horn', fr: 'Corne noire', es: 'Asta negra' },
    description: {
      de: 'Schwarzes Horn mit feiner Struktur. Elegant auf dunklen Stoffen und zur Abendgarderobe.',
      en: 'Black horn with a fine texture. Elegant on dark fabrics and with evening wear.',
      fr: 'De la corne noire à la texture fine. Élégante sur les tissus sombres et avec une tenue de soirée.',
      es: 'Asta negra de textura fina. Elegante sobre tejidos oscuros y con ropa de noche.',
    },
  },
  {
    id: 126,
    categoryId: 54,
    key: 'corozo-natural',
    surchargeCents: 600,
    name: { de: 'Corozo natur', en: 'Natural corozo', fr: 'Corozo naturel', es: 'Corozo natural' },
    description: {
      de: 'Knöpfe aus Steinnuss, einem nachwachsenden Naturmaterial, cremefarben mit leichter Maserung. Schön zu Leinen und hellen Stoffen.',
      en: 'Buttons of corozo nut, a renewable natural material, cream-coloured with a light grain. Lovely with linen and light fabrics.',
      fr: 'Des boutons en corozo, une matière naturelle renouvelable, couleur crème au léger veinage. Très beaux avec le lin et les tissus clairs.',
      es: 'Botones de corozo, un material natural renovable, de color crema con una ligera veta. Quedan muy bien con lino y tejidos claros.',
    },
  },
  {
    id: 127,
    categoryId: 54,
    key: 'corozo-grey',
    surchargeCents: 600,
    name: { de: 'Corozo grau', en: 'Grey corozo', fr: 'Corozo gris', es: 'Corozo gris' },
    description: {
      de: 'Grau gefärbte Steinnussknöpfe mit matter Oberfläche. Ein ruhiger Begleiter für graue, blaue und gemusterte Stoffe.',
      en: 'Grey-dyed corozo buttons with a matt finish. A calm companion for grey, blue and patterned fabrics.',
      fr: 'Des boutons en corozo teintés gris, à la finition mate. Un accompagnement sobre pour les tissus gris, bleus et à motifs.',
      es: 'Botones de corozo teñidos de gris con acabado mate. Un complemento sobrio para tejidos grises, azules y estampados.',
    },
  },
]

/** Every part of docs/catalog-ids.md; `sort` follows the id order within each category. */
export const parts: PartDef[] = [
  ...collars,
  ...cuffs,
  ...hems,
  ...backs,
  ...shapes,
  ...pockets,
  ...plackets,
  ...extras,
  ...embroidery,
  ...contrasts,
  ...yarns,
  ...buttons,
].map((input, index) => part(input, (index + 1) * 10))
