# The church site: one image serving the API and the built web app on one port.
# Build: docker build -t church-site .   Run: docker run -p 3000:3000 -v church-data:/data church-site
# (see docs/deploy.md for one server with the embedded database, or several behind a load balancer).

# 1. Dependencies, from the lockfile only (cached until it changes).
FROM oven/bun:1.4 AS deps
WORKDIR /app
COPY package.json bun.lock bunfig.toml ./
COPY patches patches
COPY api/package.json api/
COPY web/package.json web/
RUN bun install --frozen-lockfile

# 2. The web build.
FROM deps AS build
COPY . .
RUN bun run build

# 3. Production dependencies only, for the runtime image.
FROM oven/bun:1.4 AS prod-deps
WORKDIR /app
COPY package.json bun.lock bunfig.toml ./
COPY patches patches
COPY api/package.json api/
COPY web/package.json web/
RUN bun install --frozen-lockfile --production

# 4. The runtime: the server's source, the migrations and the built web app; runs as the
# unprivileged `bun` user with its data (embedded database, uploads) on a volume.
FROM oven/bun:1.4 AS runtime
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=prod-deps /app/api/node_modules ./api/node_modules
COPY package.json bunfig.toml tsconfig.json ./
COPY api/package.json ./api/
COPY api/src ./api/src
COPY drizzle ./drizzle
COPY --from=build /app/web/dist ./web/dist
# The data volume is the site's alone: owned by `bun`, 0700 (a new named volume takes both from here).
RUN mkdir -p /data && chown bun:bun /data && chmod 0700 /data
USER bun
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD bun -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/live').then(r => process.exit(r.ok ? 0 : 1)).catch(() => process.exit(1))"
# SIGTERM drains requests in flight and closes the database cleanly.
STOPSIGNAL SIGTERM
CMD ["bun", "api/src/index.ts"]
