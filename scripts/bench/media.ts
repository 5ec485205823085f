/** Preview figures of issue 3: first render and cached answer of a layer, size of a whole stack. */
export async function benchMedia(baseUrl: string, shirtId: number) {
  const answer = (await fetch(`${baseUrl}/api/shirt-preview.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'get_img_arr', shirtId }),
  }).then((response) => response.json())) as { images: [string, string, number, number][] }
  const first: number[] = []
  const cached: number[] = []
  let webp = 0
  let png = 0
  for (const [name, folder] of answer.images) {
    const url = `${baseUrl}/folded/${folder}/${name}`
    let started = performance.now()
    const cold = await fetch(url, { headers: { accept: 'image/webp' } })
    webp += (await cold.arrayBuffer()).byteLength
    first.push(performance.now() - started)
    started = performance.now()
    await (await fetch(url, { headers: { accept: 'image/webp' } })).arrayBuffer()
    cached.push(performance.now() - started)
    png += (await (await fetch(url, { headers: { accept: 'image/png' } })).arrayBuffer()).byteLength
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
  return {
    layers: answer.images.length,
    firstMs: median(first),
    cachedMs: median(cached),
    stackWebpKb: webp / 1024,
    stackPngKb: png / 1024,
  }
}
