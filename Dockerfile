# The church site: one image serving the API and the built web app on one port (docs/deploy.md).
#   docker build -t church-site .
#   docker run -d -p 127.0.0.1:3000:3000 -v church-data:/data church-site      (embedded database)
# The final stage holds the server as bundles (bun build), the built web app, the migrations and
# sharp, the one package with native code the bundles leave out: no node_modules of the build
# (decision 0049). With podman or buildah, build with `--format docker`: the default OCI format
# drops HEALTHCHECK. Both images can be replaced (BUN_IMAGE for building, RUNTIME_IMAGE to run),
# for example with a Debian base of your own that has bun in /usr/local/bin and a `bun` user.
ARG BUN_IMAGE=oven/bun:1.4
ARG RUNTIME_IMAGE=oven/bun:1.4-slim

# 1. Dependencies, from the lockfile only (cached until it changes).
FROM ${BUN_IMAGE} AS deps
# Behind a proxy that re-signs TLS, name its certificate for the installs (mounted into the build);
# an ARG of a build stage is not kept in the image.
ARG NODE_EXTRA_CA_CERTS
WORKDIR /app
COPY package.json bun.lock bunfig.toml ./
COPY patches patches
COPY api/package.json api/
COPY web/package.json web/
RUN bun install --frozen-lockfile

# 2. The web build, and the server bundled: each program the image runs (the server, the commands
# staff run with `bun run`, the worker that decodes iPhone photos) is one file in api/dist/server,
# beside the embedded database's files, which it reads from beside itself. Paths inside the bundles
# are read from there: the migrations three folders up (/app/drizzle), the web app at WEB_DIST.
FROM deps AS build
COPY . .
RUN bun run build
RUN set -e; out=api/dist/server; mkdir -p "$out"; \
    for entry in index scripts/user-add scripts/backup scripts/restore scripts/migrate modules/uploads/heic-worker; do \
      bun build "api/src/$entry.ts" --target=bun --external sharp --outfile "$out/${entry##*/}.js"; \
    done; \
    mv "$out/heic-worker.js" "$out/heic-worker.ts"; \
    cp node_modules/@electric-sql/pglite/dist/pglite.wasm node_modules/@electric-sql/pglite/dist/initdb.wasm \
       node_modules/@electric-sql/pglite/dist/pglite.data "$out/"
# The runtime's package.json: sharp at the version the lockfile has, and the commands (`bun run user:add`).
RUN bun -e "const v = require('./api/node_modules/sharp/package.json').version; \
  const run = (f) => 'bun api/dist/server/' + f + '.js'; \
  await Bun.write('/runtime/package.json', JSON.stringify({ name: 'church-site', private: true, \
    dependencies: { sharp: v }, \
    scripts: { start: run('index'), 'user:add': run('user-add'), 'db:backup': run('backup'), 'db:restore': run('restore'), 'db:migrate': run('migrate') } }, null, 2))"

# 3. sharp alone (about 20 MB with its libvips).
FROM ${BUN_IMAGE} AS runtime-deps
ARG NODE_EXTRA_CA_CERTS
WORKDIR /app
COPY --from=build /runtime/package.json ./
RUN bun install --production

# 4. The runtime, as the unprivileged `bun` user. No VOLUME: with DATABASE_URL and S3_BUCKET nothing
# is kept in the container; on the embedded database give /data a named volume (-v church-data:/data).
FROM ${RUNTIME_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data WEB_DIST=/app/web/dist
COPY --from=runtime-deps /app/package.json ./
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/api/dist ./api/dist
COPY --from=build /app/web/dist ./web/dist
COPY drizzle ./drizzle
# The data folder is the site's alone: owned by `bun`, 0700 (a new named volume takes both from here).
RUN mkdir -p /data && chown bun:bun /data && chmod 0700 /data
USER bun
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD bun -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/live').then(r => process.exit(r.ok ? 0 : 1)).catch(() => process.exit(1))"
# SIGTERM drains requests in flight (STOP_TIMEOUT, 8 s) and closes the database cleanly.
STOPSIGNAL SIGTERM
CMD ["bun", "api/dist/server/index.js"]
