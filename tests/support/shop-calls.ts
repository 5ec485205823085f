import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { hashPassword } from '../../core/accounts/passwords.ts'
import type { Db } from '../../db/client.ts'
import { customers } from '../../db/schema/index.ts'
import { officeMeasure, prepaidOrder } from './shop-data.ts'
import { CookieJar, type createTestApp } from './test-app.ts'

type App = ReturnType<typeof createTestApp>['app']

/** JSON calls of the shop's API with a cookie jar, as the browser makes them. */
export function shopCalls(getApp: () => App, getDb: () => Db) {
  async function call(jar: CookieJar, path: string, body: unknown) {
    const headers = new Headers({ 'content-type': 'application/json', origin: 'http://localhost' })
    if (jar.header()) headers.set('cookie', jar.header())
    const response = await getApp().request(path, { method: 'POST', headers, body: JSON.stringify(body) })
    jar.store(response)
    return response
  }
  const json = async (response: Response) => ({
    status: response.status,
    headers: response.headers,
    // biome-ignore lint/suspicious/noExplicitAny: test answers are inspected loosely
    body: (await response.json()) as any,
  })
  const cart = async (jar: CookieJar, body: Record<string, unknown>) =>
    json(await call(jar, '/api/cart.php', body))
  const shirt = async (jar: CookieJar, body: Record<string, unknown>) =>
    json(await call(jar, '/api/shirt.php', body))
  const measures = async (jar: CookieJar, body: Record<string, unknown>) =>
    json(await call(jar, '/api/measures.php', body))
  const checkout = async (jar: CookieJar, body: Record<string, unknown>) =>
    json(await call(jar, '/api/checkout.php', body))
  const orders = async (jar: CookieJar, body: Record<string, unknown>) =>
    json(await call(jar, '/api/orders.php', body))
  const account = async (jar: CookieJar, body: Record<string, unknown>) =>
    json(await call(jar, '/api/account.php', body))
  const wishlist = async (jar: CookieJar, body: Record<string, unknown>) =>
    json(await call(jar, '/api/wishlist.php', body))

  async function newDesign(jar = new CookieJar()) {
    const created = await shirt(jar, { action: 'create' })
    expect(created.status).toBe(200)
    return created.body.shirtId as number
  }

  /**
   * A new customer, logged in with the jar's guest session. The row is written directly, as if
   * registered and confirmed (account-api.test and signup-abuse.test cover registration, whose
   * network limit would otherwise meet a file's many customers); the login then carries the
   * guest's designs and cart over, as in the shop.
   */
  async function register(jar: CookieJar) {
    const email = `k${Date.now()}${Math.floor(Math.random() * 1e6)}@example.com`
    await getDb()
      .insert(customers)
      .values({
        email,
        passwordHash: await hashPassword('Ein-gutes-Passwort-9'),
        firstName: 'Erika',
        lastName: 'Muster',
      })
    const login = await account(jar, { action: 'login', email, password: 'Ein-gutes-Passwort-9' })
    expect(login.status, JSON.stringify(login.body)).toBe(200)
    return email
  }

  let signUps = 0
  /**
   * A customer who signed up through the API, so the welcome mail is a job as in the shop, then
   * confirmed and logged in. A file with many sign-ups runs its app with TRUST_PROXY, so each
   * comes from its own address in X-Forwarded-For: they would otherwise meet the network's
   * allowance (core/accounts/signup-proof.ts).
   */
  async function signUp(jar: CookieJar) {
    const email = `s${Date.now()}${Math.floor(Math.random() * 1e6)}@example.com`
    signUps += 1
    const headers = new Headers({
      'content-type': 'application/json',
      origin: 'http://localhost',
      'x-forwarded-for': `198.18.${Math.floor(signUps / 250)}.${(signUps % 250) + 1}`,
    })
    const body = {
      action: 'register',
      email,
      password: 'Ein-gutes-Passwort-9',
      firstName: 'Erika',
      lastName: 'Muster',
    }
    const answer = await json(
      await getApp().request('/api/account.php', { method: 'POST', headers, body: JSON.stringify(body) }),
    )
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    await getDb().update(customers).set({ pendingSince: null }).where(eq(customers.email, email))
    const login = await account(jar, { action: 'login', email, password: 'Ein-gutes-Passwort-9' })
    expect(login.status, JSON.stringify(login.body)).toBe(200)
    return email
  }

  async function profile(jar: CookieJar, name = 'Büro') {
    const saved = await measures(jar, { action: 'save', measure: { ...officeMeasure, set_name: name } })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    return saved.body.measureId as number
  }

  /** Places the jar's cart with prepayment to the Berlin address. */
  async function placeOrder(jar: CookieJar) {
    const placed = await checkout(jar, prepaidOrder)
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    return { orderId: placed.body.orderId as number, number: placed.body.number as string }
  }

  /** A logged-in customer's order of one design with a measurement profile. */
  async function orderMeasuredDesign(jar: CookieJar) {
    const measureId = await profile(jar)
    const shirtId = await newDesign(jar)
    expect((await shirt(jar, { action: 'measures', shirtId, measureId })).status).toBe(200)
    expect((await cart(jar, { action: 'add', item: { type: 'shirt', shirtId } })).status).toBe(200)
    return { ...(await placeOrder(jar)), shirtId, measureId }
  }

  /** A customer with a back-office role (admin unless told) who logged in as such (the session's admin flag). */
  async function admin(role: 'staff' | 'admin' = 'admin') {
    const jar = new CookieJar()
    const email = await register(jar)
    await getDb().update(customers).set({ role }).where(eq(customers.email, email))
    const login = await account(jar, { action: 'login', email, password: 'Ein-gutes-Passwort-9' })
    expect(login.status).toBe(200)
    return jar
  }

  return {
    admin,
    call,
    json,
    cart,
    wishlist,
    shirt,
    measures,
    checkout,
    orders,
    account,
    newDesign,
    register,
    signUp,
    profile,
    placeOrder,
    orderMeasuredDesign,
  }
}
