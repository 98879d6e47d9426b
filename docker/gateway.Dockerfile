# nginx rendered from gateway/routes.json with the compose service names as upstreams.
FROM node:20-bookworm-slim AS render
WORKDIR /gateway
COPY gateway/ ./
RUN AUTH_UPSTREAM=svc-auth:4001 SPORTS_UPSTREAM=svc-sports:4002 BILLING_UPSTREAM=svc-billing:4003 \
    SHELL_UPSTREAM=shell:3000 GAMES_UPSTREAM=mfe-games:3000 ACCOUNT_UPSTREAM=mfe-account:3000 ADMIN_UPSTREAM=mfe-admin:3000 \
    node -e "import('./render-nginx.mjs').then(m => process.stdout.write(m.renderNginxConfig({ port: 8080, runtimeDir: '/tmp', mediaDir: '/media', daemonless: true })))" > nginx.conf

FROM nginxinc/nginx-unprivileged:1.27-alpine
COPY --from=render /gateway/nginx.conf /etc/nginx/nginx.conf
EXPOSE 8080
