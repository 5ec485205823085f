import { describe, expect, it } from 'vitest'
import { serverT } from '#app/i18n/server.ts'
import { locales } from '#config/locales.ts'
import type { MailRequest } from '#core/email/contract.ts'
import { escapeHtml, isSafeLink } from './layout.ts'
import { renderTemplate } from './templates.ts'

const requests: MailRequest[] = [
  {
    to: 'a@b.de',
    locale: 'de',
    template: 'welcome',
    data: { confirmUrl: 'https://shop.example/login?confirm=abc' },
  },
  {
    to: 'a@b.de',
    locale: 'de',
    template: 'accountExists',
    data: {
      firstName: 'Erika',
      loginUrl: 'https://shop.example/login',
      resetUrl: 'https://shop.example/forgot-password',
    },
  },
  {
    to: 'a@b.de',
    locale: 'de',
    template: 'passwordReset',
    data: {
      firstName: 'Erika',
      resetUrl: 'https://shop.example/password-recovery?token=abc',
      validMinutes: 60,
    },
  },
  {
    to: 'a@b.de',
    locale: 'de',
    template: 'passwordChanged',
    data: { firstName: 'Erika', resetUrl: 'https://shop.example/forgot-password' },
  },
  {
    to: 'a@b.de',
    locale: 'de',
    template: 'loginAttempts',
    data: { firstName: 'Erika', resetUrl: 'https://shop.example/forgot-password' },
  },
  {
    to: 'a@b.de',
    locale: 'de',
    template: 'emailChangeConfirm',
    data: {
      confirmUrl: 'https://shop.example/dashboard/profile?confirmEmail=abc',
      newEmail: 'neu@b.de',
      validMinutes: 60,
    },
  },
  {
    to: 'a@b.de',
    locale: 'de',
    template: 'emailChangeNotice',
    data: { firstName: 'Erika', newEmail: 'neu@b.de' },
  },
  { to: 'a@b.de', locale: 'de', template: 'accountDeleted', data: { firstName: 'Erika' } },
  {
    to: 'a@b.de',
    locale: 'de',
    template: 'withdrawalReceipt',
    data: {
      firstName: 'Erika Muster',
      reference: 'WR-ABCDE-FGHJK',
      name: 'Erika Muster',
      email: 'a@b.de',
      orderNumber: 'NF-2026-000042',
      items: null,
      date: '22. November 2026',
      time: '09:05:09 MEZ',
    },
  },
  {
    to: 'service@nadel-und-faden.de',
    locale: 'de',
    template: 'withdrawalNotice',
    data: {
      firstName: 'Erika',
      reference: 'WR-ABCDE-FGHJK',
      name: 'Erika Muster',
      email: 'a@b.de',
      orderNumber: 'NF-2026-000042',
      items: 'Krawatte Seide',
      date: '22. November 2026',
      time: '09:05:09 MEZ',
      linked: false,
      lang: 'fr',
    },
  },
  {
    to: 'a@b.de',
    locale: 'de',
    template: 'newsletterConfirm',
    data: { confirmUrl: 'https://shop.example/newsletter?confirm=abc', validDays: 7 },
  },
  {
    to: 'a@b.de',
    locale: 'de',
    template: 'newsletterWelcome',
    data: { firstName: 'Erika', unsubscribeUrl: 'https://shop.example/newsletter?unsubscribe=xyz' },
  },
]

describe('mail templates', () => {
  it.each(
    requests.flatMap((request) => locales.map((locale) => [request.template, locale, request] as const)),
  )('%s in %s: subject, HTML and text in the language, with every link', (_template, locale, request) => {
    const mail = renderTemplate({ ...request, locale } as MailRequest, serverT(locale), locale)
    expect(mail.subject.length).toBeGreaterThan(5)
    expect(mail.subject).not.toMatch(/^email\./)
    expect(mail.html).toContain(`<html lang="${locale}">`)
    expect(mail.html).toContain('Nadel &amp; Faden')
    if ('firstName' in request.data) expect(mail.text).toContain('Erika')
    expect(mail.text).not.toMatch(/email\.[a-zA-Z]+\./)
    expect(mail.html).not.toMatch(/email\.[a-zA-Z]+\./)
    for (const value of Object.values(request.data)) {
      if (typeof value === 'string' && value.startsWith('https://')) {
        expect(mail.text).toContain(value)
        expect(mail.html).toContain(`href="${escapeHtml(value)}"`)
      }
    }
  })

  it.each(locales)(
    'withdrawal receipt in %s: the declaration with date and time, no missing text',
    (locale) => {
      const receipt = requests.find((request) => request.template === 'withdrawalReceipt') as MailRequest
      const mail = renderTemplate({ ...receipt, locale }, serverT(locale), locale)
      for (const value of ['WR-ABCDE-FGHJK', 'NF-2026-000042', 'a@b.de', '22. November 2026', '09:05:09 MEZ'])
        expect(mail.text).toContain(value)
      expect(mail.subject).toContain('WR-ABCDE-FGHJK')
      expect(mail.text).not.toMatch(/withdrawal\.[a-zA-Z]+/)
      expect(mail.html).not.toMatch(/withdrawal\.[a-zA-Z]+/)
    },
  )

  it('speaks the customer language', () => {
    const reset = requests[2] as MailRequest
    const subjects = locales.map(
      (locale) => renderTemplate({ ...reset, locale }, serverT(locale), locale).subject,
    )
    expect(new Set(subjects).size).toBe(4)
    expect(renderTemplate(reset, serverT('de'), 'de').text).toContain('60 Minuten')
    expect(renderTemplate({ ...reset, locale: 'en' }, serverT('en'), 'en').text).toContain('60 minutes')
  })

  it('escapes names and addresses in the HTML part', () => {
    const mail = renderTemplate(
      {
        to: 'a@b.de',
        locale: 'de',
        template: 'emailChangeNotice',
        data: { firstName: '<script>alert(1)</script>', newEmail: '"x"@b.de<img src=x>' },
      },
      serverT('de'),
      'de',
    )
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).not.toContain('<img src=x>')
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(mail.html).toContain('&quot;x&quot;@b.de&lt;img src=x&gt;')
  })

  it('never turns a non-http link into a button', () => {
    const mail = renderTemplate(
      {
        to: 'a@b.de',
        locale: 'de',
        template: 'welcome',
        data: { confirmUrl: 'javascript:alert(1)' },
      },
      serverT('de'),
      'de',
    )
    expect(mail.html).not.toContain('javascript:')
    expect(mail.text).not.toContain('javascript:')
    expect(isSafeLink('https://x.de/a')).toBe(true)
    expect(isSafeLink('data:text/html,x')).toBe(false)
    expect(isSafeLink('not a url')).toBe(false)
  })

  it.each(locales)(
    'the newsletter welcome in %s: a greeting without a name and the unsubscribe link',
    (locale) => {
      const request = requests.find((entry) => entry.template === 'newsletterWelcome') as MailRequest
      const mail = renderTemplate(
        { ...request, locale, data: { ...request.data, firstName: '' } } as MailRequest,
        serverT(locale),
        locale,
      )
      expect(mail.text.split('\n')[0]).toBe(serverT(locale)('email.greetingNoName'))
      expect(mail.text).toContain(`${serverT(locale)('email.newsletter.unsubscribeLink')}:`)
      expect(mail.html).toContain('href="https://shop.example/newsletter?unsubscribe=xyz"')
    },
  )

  // Whoever asks for these mails may not own the address: nothing of theirs, no other way to click.
  it.each(
    (['welcome', 'emailChangeConfirm', 'newsletterConfirm'] as const).flatMap((template) =>
      locales.map((locale) => [template, locale] as const),
    ),
  )(
    '%s in %s (to an address nobody confirmed): no name, no link but the confirmation',
    (template, locale) => {
      const request = requests.find((entry) => entry.template === template) as MailRequest
      const mail = renderTemplate({ ...request, locale }, serverT(locale), locale)
      const confirmUrl = (request.data as { confirmUrl: string }).confirmUrl
      expect(mail.text.split('\n')[0]).toBe(serverT(locale)('email.greetingNoName'))
      expect([...new Set(mail.html.match(/href="[^"]*"/g))]).toEqual([`href="${escapeHtml(confirmUrl)}"`])
      expect([...new Set(mail.text.match(/https?:\/\/\S+/g))]).toEqual([confirmUrl])
    },
  )
})

describe('the greeting, formal as the shop says Sie', () => {
  const person = { firstName: 'Jörg', lastName: 'Müller-Weißenfels' }
  it.each([
    ['de', 'Herr', 'Guten Tag Herr Müller-Weißenfels,'],
    ['de', 'Frau', 'Guten Tag Frau Müller-Weißenfels,'],
    ['de', 'divers', 'Guten Tag Jörg Müller-Weißenfels,'],
    ['de', null, 'Guten Tag Jörg Müller-Weißenfels,'],
    ['en', 'Herr', 'Dear Mr Müller-Weißenfels,'],
    ['en', 'Frau', 'Dear Ms Müller-Weißenfels,'],
    ['en', null, 'Dear Jörg Müller-Weißenfels,'],
    ['fr', 'Herr', 'Bonjour Monsieur Müller-Weißenfels,'],
    ['fr', 'Frau', 'Bonjour Madame Müller-Weißenfels,'],
    ['fr', null, 'Bonjour Jörg Müller-Weißenfels,'],
    ['es', 'Herr', 'Estimado Sr. Müller-Weißenfels:'],
    ['es', 'Frau', 'Estimada Sra. Müller-Weißenfels:'],
    ['es', null, 'Hola, Jörg Müller-Weißenfels:'],
  ] as const)('%s, salutation %s: %s', (locale, salutation, line) => {
    const mail = renderTemplate(
      {
        to: 'a@b.de',
        locale,
        template: 'accountDeleted',
        data: { ...person, ...(salutation ? { salutation } : {}) },
      },
      serverT(locale),
      locale,
    )
    expect(mail.text.split('\n')[0]).toBe(line)
  })

  it('greets by first name alone when that is all the shop knows, and never by a bare title', () => {
    const t = serverT('de')
    const mail = (data: { firstName: string; lastName?: string; salutation?: string }) =>
      renderTemplate({ to: 'a@b.de', locale: 'de', template: 'accountDeleted', data }, t, 'de').text.split(
        '\n',
      )[0]
    expect(mail({ firstName: 'Erika' })).toBe('Guten Tag Erika,')
    expect(mail({ firstName: 'Erika', salutation: 'Frau' })).toBe('Guten Tag Erika,')
  })

  it.each(locales)(
    '%s: the footer invites a reply, which reaches the service address (Reply-To)',
    (locale) => {
      const t = serverT(locale)
      const mail = renderTemplate(
        { to: 'a@b.de', locale, template: 'accountDeleted', data: { firstName: 'Erika' } },
        t,
        locale,
      )
      expect(mail.text).toContain(
        t('email.footer', { company: '', address: '', email: '', phone: '' }).split('\n')[1]?.split(',')[0] ??
          '',
      )
      expect(mail.text).not.toMatch(
        /erreicht uns nicht|do not reach us|ne nous parviennent pas|no nos llegan/,
      )
    },
  )
})
