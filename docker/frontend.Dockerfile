# One Dockerfile for the shell and the remotes: --build-arg APP=mfe-games
FROM node:20-bookworm-slim AS build
ARG APP
WORKDIR /repo
COPY . .
RUN npm install --no-audit --no-fund && npm run build -w ${APP}

FROM node:20-bookworm-slim
ARG APP
ARG SPA=""
ENV SPA=${SPA}
WORKDIR /app
COPY --from=build /repo/gateway/static-server.mjs ./static-server.mjs
COPY --from=build /repo/${APP}/dist ./dist
USER node
EXPOSE 3000
CMD ["sh", "-c", "exec node static-server.mjs --dir dist --port 3000 --host 0.0.0.0 ${SPA:+--spa}"]
