# One image for every Sillage process; the command picks the role (api or worker).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
# git: the api fetches and updates the community platforms catalog (ADR 0045, ADR 0020).
RUN apt-get update && apt-get install -y --no-install-recommends git ca-certificates \
  && rm -rf /var/lib/apt/lists/*
# Job processes (api, workers) let their short-lived events die young: ADR 0024.
# HOST: the api's default (loopback) would take no connection from outside the container.
ENV NODE_ENV=production HOST=0.0.0.0 SILLAGE_DATA_DIR=/data NODE_OPTIONS=--max-semi-space-size=32
WORKDIR /app
COPY --from=build /app /app
# A named volume starts as a copy of this folder, owner included: the node user must write it.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
EXPOSE 3000
USER node
CMD ["node", "apps/api/dist/main.js"]
