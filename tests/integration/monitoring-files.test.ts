import fs from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * The Grafana dashboard and the Prometheus alert rules in docs/monitoring name only metrics that
 * /metrics serves: a renamed metric breaks this test, not an operator's night.
 */
const token = 'metrics-token-for-monitoring-files-0123'
let served: Set<string>

beforeAll(async () => {
  const database = await useTestDatabase()
  const { app } = createTestApp(database.db, { METRICS_TOKEN: token })
  const text = await (await app.request('/metrics', { headers: { authorization: `Bearer ${token}` } })).text()
  served = new Set<string>()
  for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    served.add(name as string)
    if (type === 'histogram')
      for (const suffix of ['_bucket', '_sum', '_count']) served.add(`${name}${suffix}`)
    if (type === 'summary') for (const suffix of ['_sum', '_count']) served.add(`${name}${suffix}`)
  }
})

/** The shop's metric names in a PromQL expression (Prometheus's own `up` is not the shop's). */
function metricNames(expression: string): string[] {
  return [...expression.matchAll(/\b((?:nf|process|nodejs)_[a-z0-9_]+)\b/g)].map(
    (match) => match[1] as string,
  )
}

const dashboard = JSON.parse(fs.readFileSync('docs/monitoring/grafana-dashboard.json', 'utf8')) as {
  panels: { title: string; targets: { expr: string }[] }[]
}
const alerts = parse(fs.readFileSync('docs/monitoring/alerts.yml', 'utf8')) as {
  groups: { rules: { alert: string; expr: string }[] }[]
}
const rules = alerts.groups.flatMap((group) => group.rules)

describe('docs/monitoring', () => {
  it('serves the metrics of the operations guide', () => {
    for (const name of [
      'nf_mails_total',
      'nf_jobs',
      'nf_jobs_oldest_due_seconds',
      'nf_payments_total',
      'nf_refunds_total',
      'nf_rate_limit_fallbacks_total',
      'nf_build_info',
      'nf_http_request_duration_seconds_bucket',
    ])
      expect(served, name).toContain(name)
  })

  it.each(
    dashboard.panels.map((panel) => [panel.title, panel.targets.map((target) => target.expr)] as const),
  )('the dashboard panel "%s" queries served metrics', (_title, expressions) => {
    const names = expressions.flatMap(metricNames)
    expect(names.length).toBeGreaterThan(0)
    for (const name of names) expect(served, name).toContain(name)
  })

  it.each(rules.map((rule) => [rule.alert, rule.expr] as const))(
    'the alert %s uses served metrics',
    (_alert, expr) => {
      for (const name of metricNames(expr)) expect(served, name).toContain(name)
    },
  )

  it('alerts on what the shop counts: mails, jobs, payments, refunds, the rate limit fallback', () => {
    const used = new Set(rules.flatMap((rule) => metricNames(rule.expr)))
    for (const name of [
      'nf_mails_total',
      'nf_jobs_oldest_due_seconds',
      'nf_payments_total',
      'nf_refunds_total',
      'nf_rate_limit_fallbacks_total',
    ])
      expect(used, name).toContain(name)
  })
})
