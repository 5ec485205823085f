/**
 * A real value for each parameter of config/pages.ts (demo catalogue and content), or one that
 * needs no row to answer, so that every page pattern becomes an address a test can request.
 */
const sampleParams: Record<string, string> = {
  'shop/:category': 'krawatten',
  'prod/:product': 'fliege-seide',
  'massnehmen/neu/:type': 'koerpermasse',
  'news/:id': 'herbststoffe-2026',
  'glossar/:letter': 'k',
  'masshemden/page/:page': '1',
  'stoffe/:id': '1001',
  'masshemden/:id': '2',
  'kragen/:title': 'unbekannt-kragen',
  'service/:id': '1',
  'aftersale/:id': '1',
  'dashboard/team/:id': '1',
  'team/einladung/:token': 'kein-gueltiger-schluessel',
  'gastbestellung/:token': 'kein-gueltiger-schluessel',
}

/** The German address of a page pattern ('stoffe/:id' → '/stoffe/1001'). */
export function concretePath(pagePath: string): string {
  return `/${pagePath.replace(/:[a-zA-Z]+/, () => {
    const sample = sampleParams[pagePath]
    if (!sample) throw new Error(`no sample value for ${pagePath}`)
    return sample
  })}`
}
