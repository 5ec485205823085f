import type { Locale } from '#config/locales.ts'

/**
 * How the shop meets WCAG 2.2 level A and AA (the level the BFSG asks for through EN 301 549):
 * one row per success criterion, with what the shop does, the tests that show it and, where it
 * falls short, what a customer meets in their own language. The statement page
 * (/barrierefreiheit) and docs/accessibility.md are both generated from this table, so the three
 * never say different things.
 */

export type Level = 'A' | 'AA'
export type ConformanceStatus = 'met' | 'partly' | 'not-applicable'
export type Localized = Readonly<Record<Locale, string>>

type Common = {
  /** The WCAG number, e.g. '1.4.10'. */
  id: string
  /** The official English name of the criterion. */
  name: string
  level: Level
  /** How the shop meets it: the component, rule or decision, in English. */
  how: string
  /** Test files of this repository that check it; empty where only a review by hand can. */
  tests: readonly string[]
}

export type Criterion =
  | (Common & { status: 'met' | 'not-applicable' })
  /** `gap`: what is not yet accessible, for customers, in formal address. */
  | (Common & { status: 'partly'; gap: Localized })

/** The day the table, and with it the statement, was last checked against the shop. */
export const reviewedOn = '2026-11-29'

/**
 * Criteria that WCAG 2.2 removed. EN 301 549 V3.2.1 (on WCAG 2.1) still lists Parsing as
 * 9.4.1.1; WCAG 2.1's errata declare it always satisfied for HTML.
 */
export const removedCriteria = [
  {
    id: '4.1.1',
    name: 'Parsing',
    note: 'Obsolete: removed in WCAG 2.2 and always satisfied for HTML under WCAG 2.1 (errata). The pages are rendered by React, which writes well-formed markup with unique ids (useId).',
  },
] as const

const axe = 'tests/e2e/reflow-320.spec.ts'

export const criteria: readonly Criterion[] = [
  {
    id: '1.1.1',
    name: 'Non-text Content',
    level: 'A',
    status: 'met',
    how: 'Shirt, fabric and product pictures carry an alt text from the catalogue (home: "{design}: gefaltetes Maßhemd"); decorative icons are aria-hidden SVG; icon-only links and buttons (cart, menu, language) have an accessible name. axe image-alt, svg-img-alt and button-name run on every guest page.',
    tests: [axe, 'tests/e2e/accessibility.spec.ts', 'tests/integration/pages.test.ts'],
  },
  {
    id: '1.2.1',
    name: 'Audio-only and Video-only (Prerecorded)',
    level: 'A',
    status: 'not-applicable',
    how: 'The shop publishes no audio or video.',
    tests: [],
  },
  {
    id: '1.2.2',
    name: 'Captions (Prerecorded)',
    level: 'A',
    status: 'not-applicable',
    how: 'The shop publishes no video.',
    tests: [],
  },
  {
    id: '1.2.3',
    name: 'Audio Description or Media Alternative (Prerecorded)',
    level: 'A',
    status: 'not-applicable',
    how: 'The shop publishes no video.',
    tests: [],
  },
  {
    id: '1.2.4',
    name: 'Captions (Live)',
    level: 'AA',
    status: 'not-applicable',
    how: 'The shop streams no live media.',
    tests: [],
  },
  {
    id: '1.2.5',
    name: 'Audio Description (Prerecorded)',
    level: 'AA',
    status: 'not-applicable',
    how: 'The shop publishes no video.',
    tests: [],
  },
  {
    id: '1.3.1',
    name: 'Info and Relationships',
    level: 'A',
    status: 'met',
    how: 'Landmarks from Shell (header, main#main, footer, named nav); one h1 per page; form fields labelled by FormField and SelectField with aria-describedby for hints and errors; data tables with caption and th scope; designer choices as aria-pressed buttons in a tablist. axe (label, list, th-has-data-cells, aria-*) on every guest page.',
    tests: [axe, 'tests/e2e/accessibility.spec.ts', 'tests/e2e/form-errors.spec.ts'],
  },
  {
    id: '1.3.2',
    name: 'Meaningful Sequence',
    level: 'A',
    status: 'met',
    how: 'Source order is reading order: side navigations follow the text in the DOM (manuals and FAQ layouts place them visually with md:order only); no CSS reorders content within a text. Reviewed by hand.',
    tests: [],
  },
  {
    id: '1.3.3',
    name: 'Sensory Characteristics',
    level: 'A',
    status: 'met',
    how: 'Instructions name controls by their label ("Hemd gestalten", "In den Warenkorb"), never by shape, colour or position alone. Reviewed by hand in the four message files.',
    tests: [],
  },
  {
    id: '1.3.4',
    name: 'Orientation',
    level: 'AA',
    status: 'met',
    how: 'No page locks the orientation (no orientation media query hides content, no manifest lock); layouts are fluid from 320 px up, so a phone in landscape gets the same content. Reviewed by hand.',
    tests: [],
  },
  {
    id: '1.3.5',
    name: 'Identify Input Purpose',
    level: 'AA',
    status: 'met',
    how: 'Fields about the customer carry autocomplete tokens: given-name, family-name, email, new-password / current-password (register, login), organization and address-line1 etc. (AddressForm, checkout).',
    tests: ['tests/e2e/accessibility-statement.spec.ts'],
  },
  {
    id: '1.4.1',
    name: 'Use of Color',
    level: 'A',
    status: 'met',
    how: 'Links inside text are underlined (.link, .prose-shop a); a field in error gets a thicker border, aria-invalid and a text message; a chosen designer option gets a ring and aria-pressed, not only a colour. axe link-in-text-block on every guest page.',
    tests: [axe, 'tests/e2e/form-errors.spec.ts'],
  },
  {
    id: '1.4.2',
    name: 'Audio Control',
    level: 'A',
    status: 'not-applicable',
    how: 'No page plays any sound at all.',
    tests: [],
  },
  {
    id: '1.4.3',
    name: 'Contrast (Minimum)',
    level: 'AA',
    status: 'met',
    how: 'The brand tokens of app.css: ink #1d2433 on paper #faf8f4 (14.6:1), ink-soft and muted for secondary text, thread-dark for links. axe color-contrast on every guest page in German and English, on the resting page (no hover, transitions finished).',
    tests: [axe, 'tests/e2e/accessibility.spec.ts', 'tests/e2e/feedback.spec.ts'],
  },
  {
    id: '1.4.4',
    name: 'Resize Text',
    level: 'AA',
    status: 'met',
    how: 'Type is set in rem from a 100 % root, so browser text size and zoom apply everywhere; at 320 CSS px (400 % zoom of a 1280 px window) every guest page still fits without losing content.',
    tests: [axe, 'tests/e2e/layout-fit.spec.ts'],
  },
  {
    id: '1.4.5',
    name: 'Images of Text',
    level: 'AA',
    status: 'met',
    how: 'The logo is an SVG stroke beside real text; prices, names and monogram previews are text. Shirt and fabric pictures show cloth, not words.',
    tests: [],
  },
  {
    id: '1.4.10',
    name: 'Reflow',
    level: 'AA',
    status: 'met',
    how: 'At 320 CSS px no page scrolls sideways: the header logo breaks onto two lines so language, account, cart and menu button stay in view; long words break (overflow-wrap: anywhere, hyphens in headings); side-nav layouts use minmax(0, 1fr) columns; wide data tables scroll inside their own focusable box. Checked on every guest page in German and English, the header in all four languages.',
    tests: [axe, 'tests/e2e/layout-fit.spec.ts'],
  },
  {
    id: '1.4.11',
    name: 'Non-text Contrast',
    level: 'AA',
    status: 'partly',
    how: 'The focus outline (thread #8a6a3b on paper, 4.7:1) and chosen options (ink ring) have enough contrast. The borders of text fields and select boxes (FormField, SelectField: chalk #dcd5c8 on white) reach only 1.5:1.',
    tests: ['tests/e2e/keyboard-focus.spec.ts'],
    gap: {
      de: 'Die Umrandungen von Eingabefeldern und Auswahllisten sind sehr hell und heben sich kaum vom Hintergrund ab.',
      en: 'The outlines of input fields and selection lists are very light and barely stand out from the background.',
      fr: 'Les contours des champs de saisie et des listes de sélection sont très clairs et se distinguent à peine du fond.',
      es: 'Los bordes de los campos de texto y de las listas de selección son muy claros y apenas se distinguen del fondo.',
    },
  },
  {
    id: '1.4.12',
    name: 'Text Spacing',
    level: 'AA',
    status: 'met',
    how: 'No text box has a fixed height; with the WCAG text-spacing overrides (line height 1.5, paragraph spacing 2, letter spacing 0.12, word spacing 0.16 em) home, designer, cart and this statement still fit 320 px without clipping the header.',
    tests: ['tests/e2e/accessibility-statement.spec.ts'],
  },
  {
    id: '1.4.13',
    name: 'Content on Hover or Focus',
    level: 'AA',
    status: 'met',
    how: 'The fabric details in the designer open on a button, close on Escape and when focus moves on; the header country panel closes on Escape and returns focus; no content appears on hover alone.',
    tests: ['tests/e2e/keyboard-focus.spec.ts'],
  },
  {
    id: '2.1.1',
    name: 'Keyboard',
    level: 'A',
    status: 'met',
    how: 'Everything is a native link, button, input or select; the designer tabs follow the tab pattern (arrow keys); choosing fabric, collar, monogram and "In den Warenkorb" works with Enter and Space; scrolling tables are focusable (rehypeFocusableTables, the standard-sizes table).',
    tests: ['tests/e2e/keyboard-focus.spec.ts', axe],
  },
  {
    id: '2.1.2',
    name: 'No Keyboard Trap',
    level: 'A',
    status: 'met',
    how: 'Dialogs (ModalDialog: Meine Hemden, Hemddetails, feedback, newsletter) are native <dialog> elements that close on Escape and give focus back; the cookie banner returns focus to the page.',
    tests: ['tests/e2e/keyboard-focus.spec.ts', 'tests/e2e/page-language.spec.ts'],
  },
  {
    id: '2.1.4',
    name: 'Character Key Shortcuts',
    level: 'A',
    status: 'not-applicable',
    how: 'The shop defines no keyboard shortcuts of its own.',
    tests: [],
  },
  {
    id: '2.2.1',
    name: 'Timing Adjustable',
    level: 'A',
    status: 'partly',
    how: 'No form or session times out while a customer fills it in (the checkout keeps a draft across Back). Notices (toast-store: 3 s, the cart undo 6 s) close by themselves; each can be closed earlier, and what they offer is always possible another way (a removed item can be added to the cart again).',
    tests: ['tests/e2e/checkout-journey.spec.ts', 'tests/e2e/cart-remove.spec.ts'],
    gap: {
      de: 'Kurze Hinweise (etwa Bestätigungen und Fehlermeldungen) verschwinden nach 3 bis 6 Sekunden von selbst, ebenso die Schaltfläche „Rückgängig“, nachdem Sie einen Artikel aus dem Warenkorb entfernt haben. Einen entfernten Artikel können Sie jederzeit wieder in den Warenkorb legen.',
      en: 'Short notices (such as confirmations and error messages) disappear by themselves after 3 to 6 seconds, as does the “Undo” button after you remove an item from the cart. You can put a removed item back into the cart at any time.',
      fr: 'Les courts messages (par exemple les confirmations et les messages d’erreur) disparaissent d’eux-mêmes après 3 à 6 secondes, de même que le bouton « Annuler » après le retrait d’un article du panier. Vous pouvez remettre à tout moment un article retiré dans le panier.',
      es: 'Los avisos breves (por ejemplo confirmaciones y mensajes de error) desaparecen solos después de 3 a 6 segundos, igual que el botón «Deshacer» después de eliminar un artículo del carrito. Puede volver a añadir al carrito un artículo eliminado en cualquier momento.',
    },
  },
  {
    id: '2.2.2',
    name: 'Pause, Stop, Hide',
    level: 'A',
    status: 'met',
    how: 'Nothing moves, blinks or scrolls by itself for more than five seconds: motion is a 401 ms ripple and a 200 ms dialog fade (left out or reduced under prefers-reduced-motion); no carousel, no auto-updating content.',
    tests: ['tests/e2e/motion-and-notifications.spec.ts'],
  },
  {
    id: '2.3.1',
    name: 'Three Flashes or Below Threshold',
    level: 'A',
    status: 'met',
    how: 'Nothing flashes; the only animations are the ripple and the dialog fade.',
    tests: ['tests/e2e/motion-and-notifications.spec.ts'],
  },
  {
    id: '2.4.1',
    name: 'Bypass Blocks',
    level: 'A',
    status: 'met',
    how: 'The first Tab stop of every layout is "Zum Inhalt springen" (Header, checkout layout), which moves focus to main#main; landmarks and headings allow skipping too.',
    tests: ['tests/e2e/accessibility-statement.spec.ts', axe],
  },
  {
    id: '2.4.2',
    name: 'Page Titled',
    level: 'A',
    status: 'met',
    how: 'Every route sets a title through routeMeta from its loader (messages pages.* or the Markdown front matter), unique per page and language.',
    tests: ['tests/integration/pages.test.ts', axe],
  },
  {
    id: '2.4.3',
    name: 'Focus Order',
    level: 'A',
    status: 'met',
    how: 'Focus follows the DOM; a choice in the designer keeps focus on the chosen control; after a failed submit focus goes to the first field in error (useFocusFirstError) or the form alert; after the cookie choice focus never falls to <body>.',
    tests: ['tests/e2e/keyboard-focus.spec.ts', 'tests/e2e/form-errors.spec.ts'],
  },
  {
    id: '2.4.4',
    name: 'Link Purpose (In Context)',
    level: 'A',
    status: 'met',
    how: 'Link texts say where they lead; repeated links in tables get a full name (e.g. "Wählen" is "Kragenweite 39 als Maßprofil übernehmen" by aria-label on /massnehmen/standardgroessen). axe link-name on every guest page.',
    tests: [axe],
  },
  {
    id: '2.4.5',
    name: 'Multiple Ways',
    level: 'AA',
    status: 'met',
    how: 'Main navigation, the footer columns and the /sitemap page listing every public page by topic.',
    tests: ['tests/integration/pages.test.ts', 'tests/e2e/foundation.spec.ts'],
  },
  {
    id: '2.4.6',
    name: 'Headings and Labels',
    level: 'AA',
    status: 'met',
    how: 'Each section has a heading naming its topic; each field a visible label from the message files; axe empty-heading and label on every guest page.',
    tests: [axe, 'tests/e2e/form-errors.spec.ts'],
  },
  {
    id: '2.4.7',
    name: 'Focus Visible',
    level: 'AA',
    status: 'met',
    how: 'A 2 px thread-coloured :focus-visible outline (app.css) on every control; visually hidden radios and checkboxes draw it through their label. The keyboard journey checks that the focused element is visible after each step.',
    tests: ['tests/e2e/keyboard-focus.spec.ts'],
  },
  {
    id: '2.4.11',
    name: 'Focus Not Obscured (Minimum)',
    level: 'AA',
    status: 'met',
    how: 'The header is not sticky; the fixed feedback tab has its own gutter (feedback-gutter) so it never lies over content; toasts sit in a corner (at the top on phones, away from the designer options) and never cover a whole control.',
    tests: [
      'tests/e2e/layout-fit.spec.ts',
      'tests/e2e/motion-and-notifications.spec.ts',
      'tests/e2e/designer-phone.spec.ts',
    ],
  },
  {
    id: '2.5.1',
    name: 'Pointer Gestures',
    level: 'A',
    status: 'met',
    how: 'No function needs a path or multi-finger gesture; the fabric comparison scrolls natively and every column is also reachable by keyboard.',
    tests: [],
  },
  {
    id: '2.5.2',
    name: 'Pointer Cancellation',
    level: 'A',
    status: 'met',
    how: 'Buttons act on click (the up event); the ripple starts on press, but releasing outside the button sends nothing.',
    tests: ['tests/e2e/motion-and-notifications.spec.ts'],
  },
  {
    id: '2.5.3',
    name: 'Label in Name',
    level: 'A',
    status: 'met',
    how: 'Accessible names start with the visible words (the country button: "Lieferung nach Deutschland – ändern"; the login link "Anmelden"); tests find controls by their visible name.',
    tests: ['tests/e2e/layout-fit.spec.ts', 'tests/e2e/keyboard-focus.spec.ts'],
  },
  {
    id: '2.5.4',
    name: 'Motion Actuation',
    level: 'A',
    status: 'not-applicable',
    how: 'No function reacts to shaking or tilting the device.',
    tests: [],
  },
  {
    id: '2.5.7',
    name: 'Dragging Movements',
    level: 'AA',
    status: 'met',
    how: 'The only drag is dropping pictures into the feedback form (FileDrop); its button "Dateien auswählen" opens the picker for the same files.',
    tests: ['tests/e2e/feedback.spec.ts'],
  },
  {
    id: '2.5.8',
    name: 'Target Size (Minimum)',
    level: 'AA',
    status: 'met',
    how: 'Controls are at least 44 px high (min-h-11) in header, designer and forms; footer links at least 32 px (min-h-8); links inside running text are exempt. axe target-size (wcag22aa) on every guest page at 320 px.',
    tests: [axe],
  },
  {
    id: '3.1.1',
    name: 'Language of Page',
    level: 'A',
    status: 'met',
    how: 'html lang is the route language (de, en, fr, es); every answer, toast, dialog and mail follows the address, not the cookie.',
    tests: ['tests/integration/pages.test.ts', 'tests/e2e/page-language.spec.ts'],
  },
  {
    id: '3.1.2',
    name: 'Language of Parts',
    level: 'AA',
    status: 'met',
    how: 'The language switcher speaks the next language\'s name in that language (span lang inside its label; links to other languages carry hreflang); the statement gives the German name of the enforcement body lang="de" on every language. Fabric and collar names (Oxford, Fil-à-Fil, Kent) are proper names or part of each language. Content reviewed by hand.',
    tests: ['tests/e2e/accessibility-statement.spec.ts'],
  },
  {
    id: '3.2.1',
    name: 'On Focus',
    level: 'A',
    status: 'met',
    how: 'Focus never submits, navigates or opens anything; moving focus only closes the fabric details.',
    tests: ['tests/e2e/keyboard-focus.spec.ts'],
  },
  {
    id: '3.2.2',
    name: 'On Input',
    level: 'A',
    status: 'met',
    how: 'Changing a field never leaves the page: the delivery country and the cart measurement profile save in place and report the result in a status line; forms submit by their button.',
    tests: ['tests/e2e/cart-checkout.spec.ts'],
  },
  {
    id: '3.2.3',
    name: 'Consistent Navigation',
    level: 'AA',
    status: 'met',
    how: 'One Shell renders the same header and footer, in the same order, on every page of every layout; the checkout keeps logo, cart and legal links.',
    tests: ['tests/e2e/foundation.spec.ts', 'tests/e2e/accessibility-statement.spec.ts'],
  },
  {
    id: '3.2.4',
    name: 'Consistent Identification',
    level: 'AA',
    status: 'met',
    how: 'The same function has the same name and icon everywhere: all texts come from one message key per function (nav.*, common.close). Reviewed by hand.',
    tests: [],
  },
  {
    id: '3.2.6',
    name: 'Consistent Help',
    level: 'A',
    status: 'met',
    how: "E-mail and phone sit in the footer's first column wherever the full footer is shown (the designer and the checkout have a compact footer without it), the feedback tab at the left edge of every page but the checkout; the statement page names the same contact.",
    tests: ['tests/e2e/accessibility-statement.spec.ts', 'tests/e2e/layout-fit.spec.ts'],
  },
  {
    id: '3.3.1',
    name: 'Error Identification',
    level: 'A',
    status: 'met',
    how: 'A refused field gets aria-invalid, a text message linked by aria-describedby and focus; form-level errors are role="alert" and take focus.',
    tests: ['tests/e2e/form-errors.spec.ts', 'tests/e2e/without-javascript.spec.ts'],
  },
  {
    id: '3.3.2',
    name: 'Labels or Instructions',
    level: 'A',
    status: 'met',
    how: 'Every field has a visible label; hints such as the password rules at registration stand beside the field and are linked by aria-describedby (FormField).',
    tests: ['tests/e2e/form-errors.spec.ts', axe],
  },
  {
    id: '3.3.3',
    name: 'Error Suggestion',
    level: 'AA',
    status: 'met',
    how: 'Messages say how to fix the input (e.g. the postal code format of the chosen country, the missing street); the form keeps what was typed.',
    tests: ['tests/e2e/form-errors.spec.ts', 'tests/e2e/dashboard.spec.ts'],
  },
  {
    id: '3.3.4',
    name: 'Error Prevention (Legal, Financial, Data)',
    level: 'AA',
    status: 'met',
    how: 'The checkout shows the order with prices before "Zahlungspflichtig bestellen"; the withdrawal (§ 356a BGB) has a check step before "Widerruf jetzt bestätigen"; deleting the account asks for the password first.',
    tests: [
      'tests/e2e/withdrawal.spec.ts',
      'tests/e2e/checkout-journey.spec.ts',
      'tests/e2e/dashboard.spec.ts',
    ],
  },
  {
    id: '3.3.7',
    name: 'Redundant Entry',
    level: 'A',
    status: 'met',
    how: 'The checkout keeps its draft across Back and offers the address for the address book, from which the next checkout starts.',
    tests: ['tests/e2e/checkout-journey.spec.ts'],
  },
  {
    id: '3.3.8',
    name: 'Accessible Authentication (Minimum)',
    level: 'AA',
    status: 'partly',
    how: 'Sign-in is e-mail and password with autocomplete, so password managers and pasting work; there is no puzzle. After repeated failed attempts on an account the browser must solve a proof of work (ALTCHA, LoginProof) before the next attempt; it runs by itself, but only with JavaScript.',
    tests: ['tests/e2e/login-lockout.spec.ts', 'tests/e2e/without-javascript.spec.ts'],
    gap: {
      de: 'Nach mehreren fehlgeschlagenen Anmeldeversuchen verlangt die Anmeldung eine automatische Sicherheitsprüfung, die nur mit eingeschaltetem JavaScript funktioniert.',
      en: 'After several failed sign-in attempts, signing in requires an automatic security check that only works with JavaScript turned on.',
      fr: 'Après plusieurs tentatives de connexion infructueuses, la connexion exige une vérification de sécurité automatique qui ne fonctionne qu’avec JavaScript activé.',
      es: 'Tras varios intentos fallidos de inicio de sesión, el acceso exige una comprobación de seguridad automática que solo funciona con JavaScript activado.',
    },
  },
  {
    id: '4.1.2',
    name: 'Name, Role, Value',
    level: 'A',
    status: 'met',
    how: 'Native elements first; custom controls expose their state: designer options aria-pressed, category tabs role tab with aria-selected, menu and details buttons aria-expanded and aria-controls, dialogs named by their heading. axe aria-* and button-name on every guest page and in the open dialogs.',
    tests: ['tests/e2e/accessibility.spec.ts', 'tests/e2e/keyboard-focus.spec.ts', axe],
  },
  {
    id: '4.1.3',
    name: 'Status Messages',
    level: 'AA',
    status: 'met',
    how: 'Every page has a polite and an assertive live region in its server HTML (app/components/live-region.tsx), and an open modal gets its own pair; announce() is the one way results are said. Toasts speak through it (errors assertively). A choice in the designer is said with its category and the new price once the server has answered ("Kragen: Haifisch gewählt. 79,00 €"), a removal likewise. The country chooser and the login proof report in a role="status" line.',
    tests: [
      'tests/e2e/keyboard-focus.spec.ts',
      'tests/e2e/designer-failures.spec.ts',
      'tests/e2e/login-lockout.spec.ts',
      'tests/e2e/motion-and-notifications.spec.ts',
    ],
  },
]

export type ConformanceSummary = {
  /** 'full' when every criterion is met or does not apply, 'partial' while any is only partly met. */
  conformance: 'full' | 'partial'
  total: number
  met: number
  partly: number
  notApplicable: number
}

/** The statement's headline: how far the shop conforms and how the criteria divide. */
export function summarizeConformance(rows: readonly Criterion[]): ConformanceSummary {
  const count = (status: ConformanceStatus) => rows.filter((row) => row.status === status).length
  const partly = count('partly')
  return {
    conformance: partly > 0 ? 'partial' : 'full',
    total: rows.length,
    met: count('met'),
    partly,
    notApplicable: count('not-applicable'),
  }
}

export type Gap = { id: string; name: string; level: Level; text: string }

/** What is not yet accessible, in the customer's language, in the order of WCAG. */
export function gapsIn(rows: readonly Criterion[], locale: Locale): Gap[] {
  return rows.flatMap((row) =>
    row.status === 'partly' ? [{ id: row.id, name: row.name, level: row.level, text: row.gap[locale] }] : [],
  )
}

/** Every test file the table cites, once each, sorted: each must exist (tests check it). */
export function citedTests(rows: readonly Criterion[]): string[] {
  return [...new Set(rows.flatMap((row) => row.tests))].sort()
}
