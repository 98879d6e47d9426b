#!/bin/sh
# The gateway container's start: nginx.conf from the template rendered at build time, with TRUSTED_PROXIES
# (comma-separated addresses or CIDRs of the load balancer or ingress in front) put where the template holds
# its placeholder proxy, 192.0.2.255 (a documentation address, never a real client's). Only those proxies'
# X-Forwarded-For and X-Forwarded-Proto are believed; without TRUSTED_PROXIES, none.
set -eu
placeholder='192[.]0[.]2[.]255'
proxies=$(printf '%s' "${TRUSTED_PROXIES:-}" | tr -d ' ')
for proxy in $(printf '%s' "$proxies" | tr ',' ' '); do
  if ! printf '%s' "$proxy" | grep -Eq '^[0-9A-Fa-f.:]+(/[0-9]{1,3})?$'; then
    echo "TRUSTED_PROXIES: not an address or CIDR: $proxy" >&2
    exit 1
  fi
done
awk -v proxies="$proxies" -v placeholder="$placeholder" '
  $0 ~ placeholder {
    count = split(proxies, list, ",")
    for (i = 1; i <= count; i++) if (list[i] != "") { line = $0; gsub(placeholder, list[i], line); print line }
    next
  }
  { print }
' /etc/nginx/nginx.conf.template > /tmp/nginx.conf
echo "gateway: trusted proxies: ${proxies:-none}"
exec nginx -c /tmp/nginx.conf -g 'daemon off;'
