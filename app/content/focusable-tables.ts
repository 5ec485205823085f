type Node = { type: string; tagName?: string; properties?: Record<string, unknown>; children?: Node[] }

/**
 * rehype plugin: tables scroll sideways inside the column on phones (app.css `.prose-shop table`),
 * so each is reachable with the keyboard to scroll it (WCAG 2.1.1; axe 'scrollable-region-focusable').
 */
export function rehypeFocusableTables() {
  const visit = (node: Node) => {
    if (node.type === 'element' && node.tagName === 'table')
      node.properties = { ...node.properties, tabIndex: 0 }
    for (const child of node.children ?? []) visit(child)
  }
  return (tree: Node) => visit(tree)
}
