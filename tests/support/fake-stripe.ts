import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type FakeSession = {
  id: string
  object: 'checkout.session'
  url: string
  status: 'open' | 'complete' | 'expired'
  payment_status: 'paid' | 'unpaid'
  amount_total: number
  currency: string
  client_reference_id: string
  success_url: string
  cancel_url: string
  customer_email: string
  locale: string
  payment_intent: string | null
}

export type FakeRefund = {
  id: string
  object: 'refund'
  payment_intent: string
  amount: number
  status: 'succeeded'
}

/**
 * The two Stripe Checkout calls the shop makes (create and retrieve a session), answered the way
 * Stripe's API answers them, so the tests drive the official SDK over real HTTP without network.
 * Honours the Idempotency-Key header like Stripe: the same key answers the same session.
 */
export async function startFakeStripe() {
  const sessions = new Map<string, FakeSession>()
  const byKey = new Map<string, string>()
  const created: { form: URLSearchParams; idempotencyKey: string | undefined }[] = []
  const refunds: FakeRefund[] = []
  const refundsByKey = new Map<string, FakeRefund>()
  let refuse = false
  let refuseRefunds = false
  let onRefund: ((intent: string) => Promise<void>) | null = null

  const server = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', async () => {
      const answer = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' })
        response.end(JSON.stringify(value))
      }
      if (request.headers.authorization !== 'Bearer sk_test_fake') {
        return answer(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } })
      }
      const retrieve = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(request.url ?? '')
      if (request.method === 'GET' && retrieve?.[1]) {
        const session = sessions.get(retrieve[1])
        return session
          ? answer(200, session)
          : answer(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } })
      }
      if (request.method === 'POST' && request.url === '/v1/checkout/sessions') {
        if (refuse)
          return answer(400, { error: { type: 'invalid_request_error', message: 'Refused by the test' } })
        const key = request.headers['idempotency-key'] as string | undefined
        const known = key ? byKey.get(key) : undefined
        if (known) return answer(200, sessions.get(known))
        const form = new URLSearchParams(body)
        created.push({ form, idempotencyKey: key })
        const id = `cs_test_${sessions.size + 1}`
        const session: FakeSession = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          status: 'open',
          payment_status: 'unpaid',
          amount_total:
            Number(form.get('line_items[0][price_data][unit_amount]')) *
            Number(form.get('line_items[0][quantity]')),
          currency: form.get('line_items[0][price_data][currency]') ?? '',
          client_reference_id: form.get('client_reference_id') ?? '',
          success_url: form.get('success_url') ?? '',
          cancel_url: form.get('cancel_url') ?? '',
          customer_email: form.get('customer_email') ?? '',
          locale: form.get('locale') ?? '',
          payment_intent: `pi_test_${sessions.size + 1}`,
        }
        sessions.set(id, session)
        if (key) byKey.set(key, id)
        return answer(200, session)
      }
      if (request.method === 'POST' && request.url === '/v1/refunds') {
        // What the test looks at, or lets happen elsewhere, while the shop waits for Stripe.
        await onRefund?.(new URLSearchParams(body).get('payment_intent') ?? '')
        if (refuseRefunds)
          return answer(400, {
            error: { type: 'invalid_request_error', message: 'Refund refused by the test' },
          })
        // A refund of the whole payment intent, once per idempotency key (as Stripe answers a retry).
        const key = request.headers['idempotency-key'] as string | undefined
        const known = key ? refundsByKey.get(key) : undefined
        if (known) return answer(200, known)
        const intent = new URLSearchParams(body).get('payment_intent') ?? ''
        const paid = [...sessions.values()].find((session) => session.payment_intent === intent)
        if (paid?.payment_status !== 'paid')
          return answer(400, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } })
        const refund: FakeRefund = {
          id: `re_test_${refunds.length + 1}`,
          object: 'refund',
          payment_intent: intent,
          amount: paid.amount_total,
          status: 'succeeded',
        }
        refunds.push(refund)
        if (key) refundsByKey.set(key, refund)
        return answer(200, refund)
      }
      answer(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL ${request.url}` },
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    base: `http://127.0.0.1:${port}`,
    sessions,
    created,
    refunds,
    /** While true, creating a session fails the way Stripe refuses a request. */
    setRefuse(value: boolean) {
      refuse = value
    },
    /** While true, refunds fail the way Stripe refuses one (nothing is refunded). */
    setRefuseRefunds(value: boolean) {
      refuseRefunds = value
    },
    /** Runs `hook` whenever a refund request arrives (retries too), before it is answered. */
    onRefund(hook: ((intent: string) => Promise<void>) | null) {
      onRefund = hook
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
