import { describe, expect, it } from 'vitest'
import type { MailRequest } from './contract.ts'
import { fromMailJob, MailJobSchema, toMailJob } from './mail-job.ts'

describe('a mail as a job', () => {
  const invoice = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x80, 0x0a])
  const request: MailRequest = {
    to: 'erika@example.com',
    locale: 'fr',
    template: 'passwordChanged',
    data: { firstName: 'Erika', resetUrl: 'https://example.com/r' },
    attachments: [
      { kind: 'file', filename: 'Rechnung.pdf', contentType: 'application/pdf', content: invoice },
      { kind: 'page', page: 'agb' },
    ],
  }

  it('survives JSON with the bytes of its files intact', () => {
    const stored = JSON.parse(JSON.stringify(toMailJob(request)))
    const back = fromMailJob(MailJobSchema.parse(stored))
    expect(back).toEqual(request)
    const [file] = back.attachments ?? []
    expect(file?.kind === 'file' && [...file.content]).toEqual([...invoice])
  })

  it('refuses a payload that is not a mail', () => {
    expect(MailJobSchema.safeParse({ to: '', locale: 'xx', template: 'welcome', data: {} }).success).toBe(
      false,
    )
  })
})
