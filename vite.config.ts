import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[]; isEntry: boolean } | null }

const pageRoots = /\/app\/(root|entry\.client)\.tsx$/

/** Whether a module is statically imported, directly or not, by the root route or the client entry. */
function onEveryPage(id: string, graph: ModuleGraph, known: Map<string, boolean>): boolean {
  const answer = known.get(id)
  if (answer !== undefined) return answer
  known.set(id, false) // an import cycle ends here
  const importers = graph.getModuleInfo(id)?.importers ?? []
  const result = importers.some((importer) => pageRoots.test(importer) || onEveryPage(importer, graph, known))
  known.set(id, result)
  return result
}

const everyPage = new Map<string, boolean>()

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // What every page loads goes into two chunks (libraries, shop code) instead of ~35
            // small shared ones: over HTTP/1.1 each request waited for one of six connections.
            codeSplitting: {
              groups: [
                {
                  name: (id, graph) => {
                    if (id.endsWith('.css') || graph.getModuleInfo(id)?.isEntry) return null
                    if (!onEveryPage(id, graph, everyPage)) return null
                    return id.includes('/node_modules/') ? 'libraries' : 'shell'
                  },
                },
              ],
            },
          },
        },
      },
    },
  },
})
