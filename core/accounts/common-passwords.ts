/**
 * Passwords that appear at the top of every breach list (and their German favourites). A password
 * on this list is refused however long it is; no other composition rules apply (NIST SP 800-63B).
 */
const list = `123456 123456789 12345678 password qwerty123 qwerty 1234567890 1234567 12345 123123 111111
abc123 password1 iloveyou 000000 qwertz 123qwe 1q2w3e4r 1qaz2wsx qwertyuiop 654321 666666 555555
987654321 passwort passwort1 hallo123 hallo schalke04 fussball ficken 12345678910 baseball football
monkey letmein dragon sunshine princess welcome welcome1 admin admin123 login master shadow
superman michael charlie jennifer jordan23 trustno1 starwars whatever freedom batman access
passw0rd p@ssw0rd p@ssword password123 password12 pa55word zaq12wsx asdfghjk asdfgh asdf1234
12341234 11111111 00000000 99999999 88888888 87654321 aaaaaaaa abcdefgh abcd1234 azerty azerty123
motdepasse soleil bonjour contrasena contraseña 123abc hemd1234 nadelundfaden sommer2024 sommer2025
sommer2026 winter2025 winter2026 herbst2026 fruehling2026 berlin123 deutschland computer internet
killer hunter2 secret secret123 test1234 testtest changeme changeme123 default guest guest123`

export const commonPasswords = new Set(list.split(/\s+/).filter(Boolean))

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.trim().toLowerCase())
}
