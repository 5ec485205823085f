import { brand } from '#config/brand.ts'
import type { Locale } from '#config/locales.ts'
import { type Addressee, greetingValues } from '#core/email/addressee.ts'
import type {
  MailRequest,
  MailTemplateName,
  MailTemplates,
  WithdrawalDeclaration,
} from '#core/email/contract.ts'
import type { TFunction } from '../../app/i18n/i18n.ts'
import { type MailBlock, type RenderedMail, renderMail } from './layout.ts'
import {
  giftVouchers,
  orderCancelled,
  orderConfirmation,
  orderRefunded,
  orderShipped,
} from './order-templates.ts'

type Template<K extends MailTemplateName> = (
  data: MailTemplates[K],
  t: TFunction,
  locale: Locale,
) => {
  subject: string
  blocks: MailBlock[]
}

const p = (text: string): MailBlock => ({ kind: 'paragraph', text })
const note = (text: string): MailBlock => ({ kind: 'note', text })
const button = (label: string, url: string): MailBlock => ({ kind: 'button', label, url })
const unsubscribe = (url: string, t: TFunction): MailBlock => ({
  kind: 'link',
  text: t('email.newsletter.unsubscribeText'),
  label: t('email.newsletter.unsubscribeLink'),
  url,
})

/** One pure function per mail: data and the customer's translator in, subject and blocks out. */
export const templates: { [K in MailTemplateName]: Template<K> } = {
  welcome: (data, t) => ({
    subject: t('email.welcome.subject'),
    blocks: [
      p(t('email.welcome.intro')),
      button(t('email.welcome.button'), data.confirmUrl),
      p(t('email.welcome.next')),
      note(t('email.welcome.note')),
    ],
  }),
  accountExists: (data, t) => ({
    subject: t('email.accountExists.subject'),
    blocks: [
      p(t('email.accountExists.intro')),
      button(t('email.accountExists.loginButton'), data.loginUrl),
      p(t('email.accountExists.resetIntro')),
      button(t('email.accountExists.resetButton'), data.resetUrl),
      note(t('email.accountExists.note')),
    ],
  }),
  passwordReset: (data, t) => ({
    subject: t('email.passwordReset.subject'),
    blocks: [
      p(t('email.passwordReset.intro')),
      button(t('email.passwordReset.button'), data.resetUrl),
      p(t('email.passwordReset.validity', { minutes: data.validMinutes })),
      note(t('email.passwordReset.note')),
    ],
  }),
  passwordChanged: (data, t) => ({
    subject: t('email.passwordChanged.subject'),
    blocks: [
      p(t('email.passwordChanged.intro')),
      note(t('email.passwordChanged.note')),
      button(t('email.passwordChanged.button'), data.resetUrl),
    ],
  }),
  loginAttempts: (data, t) => ({
    subject: t('email.loginAttempts.subject'),
    blocks: [
      p(t('email.loginAttempts.intro')),
      p(t('email.loginAttempts.stillYou')),
      note(t('email.loginAttempts.note')),
      button(t('email.loginAttempts.button'), data.resetUrl),
    ],
  }),
  emailChangeConfirm: (data, t) => ({
    subject: t('email.emailChangeConfirm.subject'),
    blocks: [
      p(t('email.emailChangeConfirm.intro', { email: data.newEmail })),
      button(t('email.emailChangeConfirm.button'), data.confirmUrl),
      p(t('email.emailChangeConfirm.validity', { minutes: data.validMinutes })),
      note(t('email.emailChangeConfirm.note')),
    ],
  }),
  emailChangeNotice: (data, t) => ({
    subject: t('email.emailChangeNotice.subject'),
    blocks: [
      p(t('email.emailChangeNotice.intro', { email: data.newEmail })),
      note(t('email.emailChangeNotice.note')),
    ],
  }),
  accountDeleted: (data, t) => ({
    subject: t(data.guest ? 'email.accountDeleted.guestSubject' : 'email.accountDeleted.subject'),
    blocks: [
      p(t(data.guest ? 'email.accountDeleted.guestIntro' : 'email.accountDeleted.intro')),
      note(t('email.accountDeleted.note')),
    ],
  }),
  orderConfirmation,
  giftVouchers,
  orderShipped,
  orderCancelled,
  orderRefunded,
  teamReminder: (data, t) => ({
    subject: t('email.team.reminder.subject', { team: data.teamName }),
    blocks: [
      p(
        t('email.team.reminder.intro', {
          organiser: data.organiser,
          team: data.teamName,
          deadline: data.deadline,
        }),
      ),
      button(t('email.team.reminder.button'), data.partUrl),
    ],
  }),
  teamOrdered: (data, t) => ({
    subject: t('email.team.ordered.subject', { team: data.teamName }),
    blocks: [
      p(t('email.team.ordered.intro', { team: data.teamName, number: data.number })),
      button(t('email.team.designsButton'), data.designsUrl),
    ],
  }),
  teamShipped: (data, t) => ({
    subject: t('email.team.shipped.subject', { team: data.teamName }),
    blocks: [
      p(t('email.team.shipped.intro', { team: data.teamName, number: data.number })),
      button(t('email.team.designsButton'), data.designsUrl),
    ],
  }),
  withdrawalReceipt: (data, t) => ({
    subject: t('withdrawal.mail.subject', { reference: data.reference }),
    blocks: [
      p(t('withdrawal.mail.intro')),
      p(declarationText(data, t)),
      p(t('withdrawal.mail.received', { date: data.date, time: data.time })),
      p(t('withdrawal.mail.next')),
      note(t('withdrawal.mail.note', { email: brand.company.email })),
    ],
  }),
  withdrawalNotice: (data, t) => ({
    subject: t('withdrawal.notice.subject', { reference: data.reference, orderNumber: data.orderNumber }),
    blocks: [
      p(t('withdrawal.notice.intro', { date: data.date, time: data.time })),
      p(declarationText(data, t)),
      note(t(data.linked ? 'withdrawal.notice.linked' : 'withdrawal.notice.unlinked', { lang: data.lang })),
    ],
  }),
  feedbackReceived: (data, t) => ({
    subject: t('email.feedbackReceived.subject', { id: data.feedbackId, name: data.name }),
    blocks: [
      p(t('email.feedbackReceived.intro', { id: data.feedbackId })),
      p(t('email.feedbackReceived.sender', { name: data.name, email: data.email, lang: data.lang })),
      p(data.message),
      note(t('email.feedbackReceived.details', { files: data.fileCount, page: data.page || '/' })),
    ],
  }),
  serviceMessage: (data, t) => ({
    subject: t(data.isNew ? 'email.serviceMessage.subjectNew' : 'email.serviceMessage.subjectReply', {
      id: data.ticketId,
      subject: data.subject,
    }),
    blocks: [
      p(
        t(data.isNew ? 'email.serviceMessage.introNew' : 'email.serviceMessage.introReply', {
          id: data.ticketId,
          from: data.from,
          kind: t(`service.kinds.${data.kind}`),
          topic: t(`service.topics.${data.topic}`),
        }),
      ),
      p(data.message),
      note(t('email.serviceMessage.details', { files: data.fileCount })),
      button(t('email.serviceMessage.button'), data.ticketUrl),
    ],
  }),
  serviceAnswer: (data, t) => ({
    subject: t('email.serviceAnswer.subject', { id: data.ticketId, subject: data.subject }),
    blocks: [
      p(t('email.serviceAnswer.intro', { id: data.ticketId, subject: data.subject })),
      p(data.message),
      button(t('email.serviceAnswer.button'), data.ticketUrl),
      note(t('email.serviceAnswer.note')),
    ],
  }),
  fitPromiseDecision: (data, t) => ({
    subject: t('email.fitPromiseDecision.subject', { id: data.ticketId }),
    blocks: [
      p(t('email.fitPromiseDecision.intro', { id: data.ticketId, subject: data.subject })),
      p(
        data.decision === 'remake'
          ? t('email.fitPromiseDecision.remake')
          : data.decision === 'alteration'
            ? t('fitPromise.alteration', { label: data.returnLabel ?? '' })
            : `${t('fitPromise.declined')} ${t(`fitPromise.reasons.${data.reason ?? 'NOT_FIRST_ORDER'}`)}`,
      ),
      button(t('email.fitPromiseDecision.button'), data.ticketUrl),
    ],
  }),
  newsletterConfirm: (data, t) => ({
    subject: t('email.newsletterConfirm.subject'),
    blocks: [
      p(t('email.newsletterConfirm.intro')),
      button(t('email.newsletterConfirm.button'), data.confirmUrl),
      p(t('email.newsletterConfirm.validity', { days: data.validDays })),
      note(t('email.newsletterConfirm.note')),
    ],
  }),
  newsletterWelcome: (data, t) => ({
    subject: t('email.newsletterWelcome.subject'),
    blocks: [p(t('email.newsletterWelcome.intro')), unsubscribe(data.unsubscribeUrl, t)],
  }),
}

/** The declaration as received, one field a line: the same block in the receipt and the notice. */
function declarationText(data: WithdrawalDeclaration, t: TFunction): string {
  return [
    `${t('withdrawal.fields.reference')}: ${data.reference}`,
    `${t('withdrawal.fields.name')}: ${data.name}`,
    `${t('withdrawal.fields.email')}: ${data.email}`,
    `${t('withdrawal.fields.orderNumber')}: ${data.orderNumber}`,
    `${t('withdrawal.fields.items')}: ${data.items ?? t('withdrawal.scopeAll')}`,
  ].join('\n')
}

/** Renders a mail request in its language: subject, branded HTML and the plain-text part. */
export function renderTemplate(request: MailRequest, t: TFunction, locale: Locale): RenderedMail {
  const template = templates[request.template] as Template<MailTemplateName>
  const { subject, blocks } = template(request.data, t, locale)
  const company = brand.company
  return renderMail(
    {
      subject,
      // Mails to an unconfirmed address have no name, and newsletter subscribers may have given none.
      greeting:
        'firstName' in request.data && request.data.firstName
          ? t('email.greeting', greetingValues(request.data as Addressee))
          : t('email.greetingNoName'),
      blocks,
      signature: t('email.signature'),
      linkFallback: t('email.linkFallback'),
      footer: t('email.footer', {
        company: company.legalName,
        address: `${company.street}, ${company.postalCode} ${company.city}`,
        email: company.email,
        phone: company.phone,
      }),
    },
    locale,
  )
}
