import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/** nginx from Debian: the machine's, or installed with apt-get when missing (CI machines start bare). */
export function ensureNginx(): string {
  const found = findNginx()
  if (found) return found
  console.log('cluster: installing nginx from Debian (apt-get install -y nginx)')
  try {
    execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'inherit' })
  } catch {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
    execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'inherit' })
  }
  const installed = findNginx()
  if (!installed) throw new Error('nginx is not installed and apt-get could not install it')
  return installed
}

function findNginx(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx']) {
    if (fs.existsSync(candidate)) return candidate
  }
  return null
}

/**
 * The shop's locations (proxy headers, retries, `/metrics` closed): the file a production nginx
 * includes too (deploy/nginx/shop.conf), so the cluster tests what operators run.
 */
export const shopLocations = path.resolve(import.meta.dirname, '../../deploy/nginx/shop-locations.conf')

/**
 * The load balancer's whole configuration, in the run directory (no system file is read or
 * changed): round robin over the instances, the locations of deploy/nginx/shop-locations.conf.
 */
export function nginxConfig(input: {
  runDir: string
  port: number
  upstreams: number[]
  /** Instances taken out of rotation (draining): nginx sends them nothing new. */
  down?: number[]
}): string {
  const run = input.runDir
  const user = process.getuid?.() === 0 ? 'user root;\n' : ''
  const servers = input.upstreams
    .map(
      (port) =>
        `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s${input.down?.includes(port) ? ' down' : ''};`,
    )
    .join('\n')
  return `# Written by scripts/cluster (npm run cluster); regenerated on every start.
${user}worker_processes 1;
daemon off;
pid ${run}/nginx.pid;
error_log ${run}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  log_format nadel_und_faden '$remote_addr "$request" $status $request_time id=$request_id';
  access_log ${run}/nginx-access.log nadel_und_faden;
  client_body_temp_path ${run}/nginx-body;
  proxy_temp_path ${run}/nginx-proxy;
  fastcgi_temp_path ${run}/nginx-fastcgi;
  uwsgi_temp_path ${run}/nginx-uwsgi;
  scgi_temp_path ${run}/nginx-scgi;
  # The shop refuses large bodies itself (server/http/body-limit.ts) with its own 413.
  client_max_body_size 40m;
  upstream nadel_und_faden {
${servers}
    keepalive 32;
    # Shorter than the instances' SHUTDOWN_DRAIN_MS (2.5 s, scripts/cluster/cluster.ts): a draining
    # instance closes no connection nginx might still reuse.
    keepalive_timeout 2s;
  }
  server {
    listen 127.0.0.1:${input.port};
    include ${shopLocations};
  }
}
`
}

/** Runs nginx in the foreground as a child of this process, with its own pid and log files. */
export function startNginx(binary: string, runDir: string, config: string): ChildProcess {
  for (const dir of ['nginx-body', 'nginx-proxy', 'nginx-fastcgi', 'nginx-uwsgi', 'nginx-scgi']) {
    fs.mkdirSync(path.join(runDir, dir), { recursive: true })
  }
  const file = writeNginxConfig(runDir, config)
  // -e: the start-up error log too goes to the run directory, not /var/log/nginx.
  return spawn(binary, ['-p', runDir, '-c', file, '-e', path.join(runDir, 'nginx-error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
}

/** Writes the configuration nginx reads at start and at every reload (SIGHUP). */
export function writeNginxConfig(runDir: string, config: string): string {
  const file = path.join(runDir, 'nginx.conf')
  fs.writeFileSync(file, config)
  return file
}
