import { z } from 'zod'
import { ConfirmTokenSchema, email } from '../accounts/schemas.ts'

/**
 * Shared shapes of /api/newsletter.php and the /newsletter page. Messages are keys under
 * `account.errors` (email, link) and `newsletter.errors` (consent).
 */
export const SubscribeSchema = z.object({ email })

/**
 * The page's form: the consent box starts unticked (a pre-ticked box is no consent under the GDPR) and must be ticked by the visitor;
 * its text is what the consent record keeps.
 */
export const SubscribeFormSchema = SubscribeSchema.extend({
  consent: z.literal('on', { error: 'consentRequired' }),
})

export const NewsletterTokenSchema = ConfirmTokenSchema

/** Where a request for the newsletter came from; kept in the consent record. */
export const newsletterSources = ['page', 'api', 'registration', 'settings'] as const
export type NewsletterSource = (typeof newsletterSources)[number]
