import type { Locale } from '#config/locales.ts'
import type adminDe from '../admin/messages/de.json'
import { type CompiledMessage, compileMessage, type MessageValues } from './message-format.ts'
import type de from './messages/de.json'

export type Messages = typeof de

/** The dotted paths of a message tree's texts. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>
}[keyof T & string]

/** Every key of the German files: the shop's, and the back office's under `admin.` (app/admin/messages.ts). */
export type MessageKey = Leaves<Messages> | `admin.${Leaves<typeof adminDe>}`

/**
 * A key as `t` takes it: a literal must be a key of the German file, so that a typo or a removed
 * text fails `npm run typecheck`. A key built at run time (a `string`, or a template such as
 * `cart.reason.${string}`) is checked by the message tests and the browser's missing-text report.
 */
export type KnownKey<K extends string> = string extends K
  ? K
  : // biome-ignore lint/complexity/noBannedTypes: {} is assignable to a record only when its keys are a pattern.
    {} extends Record<K, 1>
    ? K
    : K extends MessageKey
      ? K
      : never

type Tree = { [key: string]: unknown }

/** Values of a text, and the text to use when the key has none (a refusal's unknown reason). */
export type TranslateOptions = MessageValues & { defaultValue?: string }
export type TFunction = <K extends string>(key: K & KnownKey<K>, options?: TranslateOptions) => string

/**
 * The interface texts of one render (server) or one page load (browser): keys are dotted paths
 * into the message tree; a missing key yields its defaultValue, else the key itself, so that a
 * missing text shows up in a test instead of an empty space. Texts are compiled on first use.
 */
export type I18n = {
  readonly language: Locale
  /** Grows with every language change (what a React subscriber compares). */
  readonly version: number
  t: TFunction
  /** The texts of another loaded language, for a banner that builds all of them at once. */
  fixedT(locale: string): TFunction
  changeLanguage(locale: Locale): void
  /**
   * Merges a subtree into a language's texts (a language loaded later, the back office's texts).
   * It tells no subscriber: the back office adds its texts while rendering, before its children.
   */
  addMessages(locale: string, messages: Tree): void
  has(key: string, locale: string): boolean
  /** Called after a language change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void
}

function lookup(tree: Tree | undefined, key: string): unknown {
  let node: unknown = tree
  for (const segment of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined
    node = (node as Tree)[segment]
  }
  return node
}

/** Merges `source` into `target`, subtree by subtree (a route's `nav.cart` beside the base's `nav.shop`). */
export function merge(target: Tree, source: Tree) {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key]
    if (typeof value === 'object' && value !== null && typeof current === 'object' && current !== null)
      merge(current as Tree, value as Tree)
    else target[key] = value
  }
}

/**
 * Told of a key that has no text and no defaultValue; `loaded` says whether its namespace's subtree
 * (`cart.errors` of `cart.errors.X`) was there: the browser holds only the parts of the texts that
 * the routes it has shown use (decision 025).
 */
export type MissingText = (key: string, locale: string, loaded: boolean) => void

export function createI18n(locale: Locale, messages: Messages, onMissing?: MissingText): I18n {
  // The given trees are never changed (the server's are shared imports): a merge works on a copy.
  const trees = new Map<string, Tree>([[locale, messages as Tree]])
  const compiled = new Map<string, Map<string, CompiledMessage>>()
  const listeners = new Set<() => void>()
  const fixed = new Map<string, TFunction>()
  let language = locale
  let version = 0

  const translate = (lng: string, key: string, options?: TranslateOptions): string => {
    let cache = compiled.get(lng)
    if (!cache) {
      cache = new Map()
      compiled.set(lng, cache)
    }
    let message = cache.get(key)
    if (!message) {
      const text = lookup(trees.get(lng), key)
      if (typeof text !== 'string') {
        const fallback = options?.defaultValue
        if (fallback === undefined) {
          // The browser holds namespaces and their first-level subtrees (decision 025).
          onMissing?.(key, lng, lookup(trees.get(lng), key.split('.').slice(0, 2).join('.')) !== undefined)
          return key
        }
        return compileMessage(fallback, lng)(options)
      }
      message = compileMessage(text, lng)
      cache.set(key, message)
    }
    return message(options)
  }

  const fixedT = (lng: string): TFunction => {
    let t = fixed.get(lng)
    if (!t) {
      t = ((key: string, options?: TranslateOptions) => translate(lng, key, options)) as TFunction
      fixed.set(lng, t)
    }
    return t
  }

  const notify = () => {
    version++
    for (const listener of listeners) listener()
  }

  return {
    get language() {
      return language
    },
    get version() {
      return version
    },
    t: ((key: string, options?: TranslateOptions) => translate(language, key, options)) as TFunction,
    fixedT,
    changeLanguage(next) {
      if (next === language) return
      language = next
      notify()
    },
    addMessages(lng, added) {
      const tree = structuredClone(trees.get(lng) ?? {})
      merge(tree, added)
      trees.set(lng, tree)
      compiled.delete(lng)
    },
    has: (key, lng) => typeof lookup(trees.get(lng), key) === 'string',
    // An arrow, not a method: React calls it unbound (useSyncExternalStore).
    subscribe: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

/**
 * Namespaces only the server renders (the mails). The browser's copy of the texts leaves them out:
 * no screen shows them, and every page would download them.
 */
export const serverOnlyNamespaces = ['email', 'orderMail'] as const

/** URL of a locale's texts (docs/api.md); the browser may cache it for 24 hours. */
export function messagesUrl(locale: Locale) {
  return `/_i18n/${locale}/messages.json`
}
