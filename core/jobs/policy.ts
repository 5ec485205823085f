/**
 * How often and how patiently a job is tried again. Eight retries, each wait about double the
 * last from 10 s (with jitter, at most 30 min), spread over roughly 20 to 75 minutes: enough to
 * ride out an SMTP server's restart or a short outage, short enough that a mail does not arrive a
 * day late.
 * After the last retry the job stays as failed, visible and retryable in /admin/jobs.
 */
export const retryPolicy = {
  retryLimit: 8,
  retryDelay: 10,
  retryBackoff: true,
  retryDelayMax: 1_800,
  /** A handler running longer than this is presumed dead and its job retried. */
  expireInSeconds: 300,
  /**
   * Finished jobs (completed or failed) are deleted a week after they ended: long enough for a
   * failed one to be seen and retried in /admin/jobs, short for the personal data a mail's
   * payload carries (address, names).
   */
  deleteAfterSeconds: 7 * 86_400,
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
