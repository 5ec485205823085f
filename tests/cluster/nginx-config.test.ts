import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ensureNginx, nginxConfig, shopLocations } from '../../scripts/cluster/nginx.ts'

/**
 * The nginx files the repository ships pass `nginx -t` on the machine's nginx (Debian 12: 1.22):
 * the production site deploy/nginx/shop.conf (with a throw-away certificate in place of Let's
 * Encrypt's) and the configuration `npm run cluster` writes, both with the shared locations.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-nginx-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

function nginxTest(config: string) {
  const file = path.join(dir, `nginx-${Math.random().toString(36).slice(2)}.conf`)
  fs.writeFileSync(file, config)
  const run = spawnSync(ensureNginx(), ['-t', '-p', dir, '-c', file, '-e', path.join(dir, 'error.log')], {
    encoding: 'utf8',
  })
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

/** A site file as nginx -t reads it: inside an http block, with temporary paths of its own. */
function withinHttp(site: string, pid: string) {
  return `pid ${dir}/${pid};
events { worker_connections 64; }
http {
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${site}
}
`
}

describe('the shipped nginx configuration', () => {
  it('deploy/nginx/shop.conf passes nginx -t (listen … ssl http2, X-Forwarded-Host, /metrics closed)', () => {
    const cert = path.join(dir, 'cert.pem')
    const key = path.join(dir, 'key.pem')
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=nadel-und-faden.test',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    )
    const site = fs
      .readFileSync('deploy/nginx/shop.conf', 'utf8')
      .replace('/etc/letsencrypt/live/nadel-und-faden.de/fullchain.pem', cert)
      .replace('/etc/letsencrypt/live/nadel-und-faden.de/privkey.pem', key)
      .replaceAll('/etc/nginx/snippets/nadel-und-faden-locations.conf', shopLocations)
      .replace('/var/log/nginx/nadel-und-faden.access.log', path.join(dir, 'access.log'))
    expect(site).toMatch(/listen 443 ssl http2;/)
    const locations = fs.readFileSync(shopLocations, 'utf8')
    expect(locations).toMatch(/location = \/metrics \{\s*return 404;/)
    expect(locations).toContain('proxy_set_header X-Forwarded-Host $host;')
    expect(locations).toContain('proxy_set_header X-Request-Id $request_id;')
    const result = nginxTest(withinHttp(site, 'nginx.pid'))
    expect(result.status, result.output).toBe(0)
  })

  it('deploy/nginx/compose.conf, the proxy of compose.yaml, passes nginx -t with the same locations', () => {
    // Inside compose the instances are the hosts shop-1 and shop-2; nginx -t resolves upstream
    // names, so here they stand for the loopback address.
    const site = fs
      .readFileSync('deploy/nginx/compose.conf', 'utf8')
      .replace(/shop-[12]:3000/g, '127.0.0.1:3000')
      .replace('/etc/nginx/snippets/nadel-und-faden-locations.conf', shopLocations)
      .replace('/dev/stdout', path.join(dir, 'compose-access.log'))
      .replace('listen 80;', 'listen 127.0.0.1:3593;')
    const compose = fs.readFileSync('compose.yaml', 'utf8')
    expect(compose).toContain('./deploy/nginx/compose.conf:/etc/nginx/conf.d/default.conf:ro')
    expect(compose).toContain(
      './deploy/nginx/shop-locations.conf:/etc/nginx/snippets/nadel-und-faden-locations.conf:ro',
    )
    const result = nginxTest(withinHttp(site, 'nginx-compose.pid'))
    expect(result.status, result.output).toBe(0)
  })

  it('the configuration of npm run cluster passes nginx -t', () => {
    const result = nginxTest(nginxConfig({ runDir: dir, port: 3590, upstreams: [3591, 3592], down: [3592] }))
    expect(result.status, result.output).toBe(0)
  })
})
