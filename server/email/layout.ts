import { brand } from '#config/brand.ts'

/** A mail is a short list of blocks; the HTML and the plain-text part are both made from them. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'note'; text: string }
  | { kind: 'heading'; text: string }
  /** An order line: title, detail lines, price, and a picture when there is one. */
  | { kind: 'item'; title: string; details: string[]; price: string; imageUrl?: string | null }
  /** Label/value pairs: totals, bank details. */
  | { kind: 'rows'; rows: { label: string; value: string; strong?: boolean }[] }
  /** A quiet text link, e.g. the unsubscribe link of every newsletter mail. */
  | { kind: 'link'; text: string; label: string; url: string }

export type MailContent = {
  subject: string
  greeting: string
  blocks: MailBlock[]
  signature: string
  /** 'If the button does not work, copy this link:' */
  linkFallback: string
  footer: string
}

export type RenderedMail = { subject: string; html: string; text: string }

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Every value that reaches the HTML passes through here (names, addresses, links). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => entities[char] ?? char)
}

/** Only http(s) links become buttons; anything else would be a way to smuggle a script into a mail. */
export function isSafeLink(url: string): boolean {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:'
  } catch {
    return false
  }
}

// The brand's tokens (app/styles/app.css), inlined because mail clients ignore style sheets.
const ink = '#1d2433'
const paper = '#faf8f4'
const linen = '#f1ece3'
const thread = '#8a6a3b'
const chalk = '#dcd5c8'
const serif = "'Cormorant Garamond', Georgia, 'Times New Roman', serif"
const sans = "Inter, 'Segoe UI', Helvetica, Arial, sans-serif"

function paragraphs(text: string, style: string): string {
  return text
    .split(/\n{2,}/)
    .map((part) => `<p style="${style}">${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('')
}

function itemHtml(block: Extract<MailBlock, { kind: 'item' }>): string {
  const picture =
    block.imageUrl && isSafeLink(block.imageUrl)
      ? `<td width="88" valign="top" style="padding:12px 12px 12px 0"><img src="${escapeHtml(block.imageUrl)}" width="80" height="96" alt="" style="display:block;width:80px;height:96px;object-fit:contain;background:${linen};border:1px solid ${chalk}"></td>`
      : ''
  const details = block.details
    .map((line) => `<br><span style="font:13px/1.5 ${sans};color:#4a5163">${escapeHtml(line)}</span>`)
    .join('')
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 8px;border-bottom:1px solid ${chalk}"><tr>${picture}<td valign="top" style="padding:12px 0;font:600 16px/1.4 ${sans};color:${ink}">${escapeHtml(block.title)}${details}</td><td valign="top" align="right" style="padding:12px 0 12px 12px;font:16px/1.4 ${sans};color:${ink};white-space:nowrap">${escapeHtml(block.price)}</td></tr></table>`
}

function rowsHtml(block: Extract<MailBlock, { kind: 'rows' }>): string {
  const rows = block.rows
    .map((row) => {
      const weight = row.strong ? '600 ' : ''
      return `<tr><td style="padding:3px 12px 3px 0;font:${weight}15px/1.5 ${sans};color:${ink}">${escapeHtml(row.label)}</td><td align="right" style="padding:3px 0;font:${weight}15px/1.5 ${sans};color:${ink};white-space:nowrap">${escapeHtml(row.value)}</td></tr>`
    })
    .join('')
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:8px 0 20px">${rows}</table>`
}

function blockHtml(block: MailBlock, fallback: string): string {
  switch (block.kind) {
    case 'heading':
      return `<h2 style="margin:24px 0 8px;font:600 21px/1.3 ${serif};color:${ink}">${escapeHtml(block.text)}</h2>`
    case 'item':
      return itemHtml(block)
    case 'rows':
      return rowsHtml(block)
    case 'paragraph':
      return paragraphs(block.text, `margin:0 0 16px;font:16px/1.6 ${sans};color:${ink}`)
    case 'note':
      return paragraphs(block.text, `margin:0 0 16px;font:14px/1.6 ${sans};color:#4a5163`)
    case 'link': {
      if (!isSafeLink(block.url)) return ''
      return `<p style="margin:0 0 16px;font:13px/1.5 ${sans};color:#4a5163">${escapeHtml(block.text)} <a href="${escapeHtml(block.url)}" style="color:${thread}">${escapeHtml(block.label)}</a></p>`
    }
    case 'button': {
      if (!isSafeLink(block.url)) return ''
      const url = escapeHtml(block.url)
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="background:${ink};border-radius:3px"><a href="${url}" style="display:inline-block;padding:14px 24px;font:600 16px/1.2 ${sans};color:${paper};text-decoration:none">${escapeHtml(block.label)}</a></td></tr></table><p style="margin:0 0 24px;font:13px/1.5 ${sans};color:#4a5163">${escapeHtml(fallback)}<br><a href="${url}" style="color:${thread};word-break:break-all">${url}</a></p>`
    }
  }
}

export function renderHtml(content: MailContent, locale: string): string {
  const body = content.blocks.map((block) => blockHtml(block, content.linkFallback)).join('')
  return `<!doctype html>
<html lang="${escapeHtml(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${paper}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${paper}"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px">
<tr><td style="padding:0 0 20px;border-bottom:2px solid ${thread}"><span style="font:600 28px/1.2 ${serif};color:${ink}">${escapeHtml(brand.name)}</span></td></tr>
<tr><td style="padding:28px 0 8px">
<p style="margin:0 0 16px;font:16px/1.6 ${sans};color:${ink}">${escapeHtml(content.greeting)}</p>
${body}
${paragraphs(content.signature, `margin:0 0 16px;font:16px/1.6 ${sans};color:${ink}`)}
</td></tr>
<tr><td style="padding:20px;background:${linen};border-top:1px solid ${chalk}">${paragraphs(content.footer, `margin:0 0 8px;font:12px/1.6 ${sans};color:#4a5163`)}</td></tr>
</table></td></tr></table></body></html>`
}

export function renderText(content: MailContent): string {
  const lines = [content.greeting, '']
  for (const block of content.blocks) {
    if (block.kind === 'button') {
      if (!isSafeLink(block.url)) continue
      lines.push(`${block.label}:`, block.url, '')
    } else if (block.kind === 'heading') {
      lines.push(block.text.toUpperCase(), '')
    } else if (block.kind === 'item') {
      lines.push(`${block.title}: ${block.price}`, ...block.details.map((line) => `  ${line}`), '')
    } else if (block.kind === 'rows') {
      lines.push(...block.rows.map((row) => `${row.label}: ${row.value}`), '')
    } else if (block.kind === 'link') {
      if (!isSafeLink(block.url)) continue
      lines.push(`${block.text} ${block.label}:`, block.url, '')
    } else lines.push(block.text, '')
  }
  lines.push(content.signature, '', '--', content.footer)
  return `${lines.join('\n')}\n`
}

export function renderMail(content: MailContent, locale: string): RenderedMail {
  return { subject: content.subject, html: renderHtml(content, locale), text: renderText(content) }
}
