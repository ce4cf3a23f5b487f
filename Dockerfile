# The portal's image: one build, started as PROCESS_ROLE=all (the default), api or worker
# (backend/src/config/process-role.ts). Node 24 LTS, only production dependencies, not run as root.
# `docker build -t rent-portal .`; docker-compose.yml runs it as an api and a worker.

# 0. The lockfile and every workspace's manifest: what npm ci needs, and nothing that changes more often.
FROM node:24-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY projections/package.json projections/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY tests/package.json tests/
COPY tests/bench/package.json tests/bench/

# 1. Everything installed, everything built: the TypeScript packages and the frontend.
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json tsconfig.json ./
COPY domain domain
COPY projections projections
COPY backend backend
COPY frontend frontend
RUN npm run build

# 2. The production dependencies of the packages the server runs, nothing for the tests or the frontend's build.
FROM manifests AS dependencies
RUN npm ci --omit=dev --no-audit --no-fund --workspace=backend --workspace=projections --workspace=domain

# 3. What runs: the built packages, their production dependencies and the built frontend.
FROM node:24-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=dependencies /app/node_modules node_modules
COPY package.json ./
COPY --from=build /app/domain/package.json domain/
COPY --from=build /app/domain/dist domain/dist
COPY --from=build /app/projections/package.json projections/
COPY --from=build /app/projections/dist projections/dist
COPY --from=build /app/backend/package.json backend/
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/frontend/dist frontend/dist
USER node
EXPOSE 3000
# Node is PID 1 and handles SIGTERM itself: it drains (backend/src/http/graceful-shutdown.ts) and exits 0.
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The heap's caps the portal runs with everywhere (backend/node-flags.mjs says why); a deployment
# that gives the container more memory sets its own NODE_OPTIONS.
ENV NODE_OPTIONS="--max-old-space-size=256 --max-semi-space-size=16"
CMD ["node", "backend/dist/main.js"]
