/**
 * The name an order line is shown with (order views, confirmation mail, invoice): a team order's
 * line names the member its shirt is made for, so the organiser's one invoice reads per person.
 */
export function orderLineTitle(line: { name: string; wearer?: string | null }): string {
  return line.wearer ? `${line.name} – ${line.wearer}` : line.name
}
