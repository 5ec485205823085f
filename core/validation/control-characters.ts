/**
 * Control characters that no text field of the shop takes: NUL and the other C0 codes except
 * tab, line feed and carriage return, plus DEL. PostgreSQL refuses NUL in text outright (the
 * query then fails), and the others only hide text from people reading it.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

/** The message key of a refused control character (under each form's `errors`). */
export const controlCharacterKey = 'controlCharacter'

export function hasControlCharacter(value: string): boolean {
  return controlCharacter.test(value)
}
