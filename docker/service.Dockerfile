# One Dockerfile for the three services: docker build --build-arg SERVICE=svc-sports -f docker/service.Dockerfile .
FROM node:20-bookworm-slim AS build
ARG SERVICE
WORKDIR /repo
COPY . .
RUN npm install --no-audit --no-fund && npm run build -w ${SERVICE} && npm prune --omit=dev

FROM node:20-bookworm-slim
ARG SERVICE
ENV NODE_ENV=production HOST=0.0.0.0
WORKDIR /app
COPY --from=build /repo/node_modules ./node_modules
COPY --from=build /repo/${SERVICE}/dist ./service/dist
COPY --from=build /repo/${SERVICE}/drizzle ./service/drizzle
COPY --from=build /repo/${SERVICE}/package.json ./service/package.json
# svc-sports ships its derived MLB dataset; the others have no data folder (the glob keeps COPY valid).
COPY --from=build /repo/${SERVICE}/dat[a] ./service/data
USER node
WORKDIR /app/service
CMD ["node", "dist/server.js"]
