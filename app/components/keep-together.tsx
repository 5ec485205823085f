/**
 * A translated sentence with one part that must not break across lines, such as an order number
 * with hyphens on a phone ('NF-2026-' / '000123'). The text keeps its plain hyphens, so a copied
 * number still matches a bank transfer's reference.
 */
export function KeepTogether({ text, part }: { text: string; part: string }) {
  const at = text.indexOf(part)
  if (!part || at < 0) return text
  return (
    <>
      {text.slice(0, at)}
      <span className="whitespace-nowrap">{part}</span>
      {text.slice(at + part.length)}
    </>
  )
}
