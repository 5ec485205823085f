import pino from 'pino'

/**
 * Structured logs. Only method, path, status and timing are logged per request: never query
 * strings, bodies, cookies or emails; the redact list catches them if they slip into an object.
 */
export function createLogger(level: string) {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        '*.password',
        '*.email',
        '*.token',
        '*.csrfToken',
      ],
      censor: '[redacted]',
    },
  })
}
