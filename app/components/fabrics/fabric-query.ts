export function searchWithPage(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params)
  if (page <= 1) next.delete('page')
  else next.set('page', String(page))
  const text = next.toString()
  return text ? `?${text}` : ''
}
