/** A list page's address with one value changed (empty values dropped), e.g. the next page or a sort. */
export function listHref(
  path: string,
  typed: Record<string, string>,
  change: Record<string, string | number>,
) {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries({ ...typed, ...change })) {
    if (String(value) !== '') query.set(key, String(value))
  }
  const text = query.toString()
  return text ? `${path}?${text}` : path
}

/** What was typed into a GET filter form, as strings (the form shows it back as it was). */
export function typedParams(request: Request, names: readonly string[]) {
  const params = new URL(request.url).searchParams
  return Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<string, string>
}
