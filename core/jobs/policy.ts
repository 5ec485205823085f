/**
 * How often and how patiently a job is tried again. With exponential backoff from 10 s, eight
 * retries span 20 to 40 minutes (about 10 s, 20 s, 40 s … each with jitter): enough to ride out an
 * SMTP server's restart or a short outage, short enough that a mail does not arrive a day late.
 * After the last retry the job stays as failed, visible and retryable in /admin/jobs.
 */
export const retryPolicy = {
  retryLimit: 8,
  retryDelay: 10,
  retryBackoff: true,
  retryDelayMax: 1_800,
  /** A handler running longer than this is presumed dead and its job retried. */
  expireInSeconds: 300,
  /** Completed jobs carry personal data (a mail's address and names): kept one day, then deleted. */
  deleteAfterSeconds: 86_400,
} as const

/**
 * A failure's message as it may be shown and stored: mail addresses (an SMTP server's '550
 * <anna@example.org>: unknown user') replaced, and cut to one line of reasonable length.
 */
export function redactError(message: string): string {
  return message
    .replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '[address]')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300)
}
