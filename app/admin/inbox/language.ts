/** The shop's languages by name, as the inboxes show the language of a request or feedback. */
const languageNames: Record<string, string> = { de: 'Deutsch', en: 'English', fr: 'Français', es: 'Español' }

export function languageName(code: string): string {
  return languageNames[code] ?? code
}
