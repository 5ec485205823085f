/**
 * Lines typed on the terminal without echoing them (passwords). Echo is off from the moment this
 * is created, so what is typed ahead while the database opens is not shown either, and it is kept
 * for the first prompt. A line is null when Ctrl-C or Ctrl-D ended the input.
 */
export function hiddenLines() {
  const input = process.stdin
  input.setRawMode(true)
  input.setEncoding('utf8')
  let pending: string[] = []
  let typed: string[] = []
  let waiting: ((line: string | null) => void) | null = null
  let ended = false

  const deliver = () => {
    while (waiting && (pending.length > 0 || ended)) {
      const character = pending.shift()
      if (character === undefined || character === '\u0003' || character === '\u0004') {
        ended = true
        pending = []
      } else if (character !== '\r' && character !== '\n') {
        if (character === '\u007f' || character === '\b') typed = typed.slice(0, -1)
        else if (character >= ' ') typed.push(character)
        continue
      }
      const resolve = waiting
      waiting = null
      input.pause()
      process.stdout.write('\n')
      resolve(ended ? null : typed.join(''))
      typed = []
    }
  }
  input.on('data', (chunk: string) => {
    pending.push(...chunk)
    deliver()
  })
  input.pause()

  return {
    next(prompt: string): Promise<string | null> {
      process.stdout.write(prompt)
      return new Promise((resolve) => {
        waiting = resolve
        input.resume()
        deliver()
      })
    },
    close() {
      input.setRawMode(false)
      input.pause()
    },
  }
}
