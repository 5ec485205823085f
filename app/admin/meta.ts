/** The page title and robots rule of a back-office page (never indexed). */
export function adminMeta(title: string) {
  return [{ title: `${title} · Nadel & Faden` }, { name: 'robots', content: 'noindex, nofollow' }]
}
