# One image for every Sillage process; the command picks the role (api or worker).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production SILLAGE_DATA_DIR=/data
WORKDIR /app
COPY --from=build /app /app
VOLUME ["/data"]
EXPOSE 3000
USER node
CMD ["node", "apps/api/dist/main.js"]
