type Node = { type: string; tagName?: string; properties?: Record<string, unknown>; children?: Node[] }

/** rehype plugin: internal links are written as German paths and get the page's language prefix. */
export function rehypeLocalizeLinks(options: { localize: (href: string) => string }) {
  const visit = (node: Node) => {
    if (node.type === 'element' && node.tagName === 'a' && node.properties) {
      const href = node.properties.href
      if (typeof href === 'string' && href.startsWith('/') && !href.startsWith('//')) {
        node.properties.href = options.localize(href)
      }
    }
    for (const child of node.children ?? []) visit(child)
  }
  return (tree: Node) => visit(tree)
}
