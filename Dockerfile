# syntax=docker/dockerfile:1
# The site's image (README "Operations", docs/decisions/0066-deploying-and-rolling-migrations.md).
# No container engine runs where this project is developed: tests/integration/production-artifact.test.ts
# builds the same artifact with the same steps and starts it as this image does.
#
#   docker build -t cedar-travel .
#   docker run -p 3000:3000 -v cedar-data:/data cedar-travel
#
# Debian 13 (trixie) because its postgresql-client is 17, the major of compose.yaml's server:
# `npm run db:backup` runs pg_dump in this image, and pg_dump refuses a newer server.
ARG NODE_IMAGE=node:24-trixie-slim

# ---- build: everything installed, the site built, then only the production dependencies kept ----
FROM ${NODE_IMAGE} AS build
# better-sqlite3 and sharp compile from source when no prebuilt binary fits the platform.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# The dependencies first, so a change of code alone reuses this layer.
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
  && npm ci --omit=dev --no-audit --no-fund \
  && npm cache clean --force

# ---- runtime ----
FROM ${NODE_IMAGE}
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    NPM_CONFIG_UPDATE_NOTIFIER=false
WORKDIR /app
# Owned by root and not writable by the user the site runs as: the application cannot change itself.
COPY --from=build /app /app
# The one writable place: the SQLite database, photos on disk, the generated session secret, backups.
RUN mkdir /data && chown node:node /data
VOLUME /data
# The official Node image's unprivileged user (uid 1000).
USER node
EXPOSE 3000
# /livez: the process answers, without touching the database (no curl in a slim image: Node's fetch).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/livez`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# npm start execs node (package.json), so `docker stop`'s SIGTERM reaches the server, which drains.
CMD ["npm", "start"]
