# syntax=docker/dockerfile:1
# The shop's image (docs/operations.md, 'Container and compose'). Three stages: the dependencies,
# the build with its dev tools, and a slim runtime with production dependencies only, run as the
# unprivileged `node` user. Build: `docker build -t nadel-und-faden .`

ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
# The build's identity for /builds/latest.json and nf_build_info (no .git in the build context).
ARG BUILD_COMMIT=unknown
ENV BUILD_COMMIT=${BUILD_COMMIT}
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    BIND=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Ready once the media warm-up is done (about a CPU minute, several on a cold cache): the start
# period covers it. The slim image has no curl, so Node asks.
HEALTHCHECK --interval=10s --timeout=3s --start-period=300s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM starts the drain (SHUTDOWN_DRAIN_MS, then at most 8 s of closing): give the container
# a stop grace above that, e.g. `docker stop -t 15`, compose's stop_grace_period: 15s, or
# Kubernetes' terminationGracePeriodSeconds: 20.
STOPSIGNAL SIGTERM
# The same start as `npm start` and CI's production-start test: the allocator settings of
# config/malloc.env, migrations, then the server. NODE_ENV=production: never the demo.
CMD ["bash", "scripts/start.sh"]
