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

# nginx 1.22 looks an upstream's name up once, when it loads its config (a server's `resolve` came to open-source
# nginx only in 1.27.3). A service's container started again may come back at another address, and the gateway
# would go on knocking at the old one: every second, the upstreams' names are looked up again, and nginx is
# reloaded when an address changed. Not while a name is missing (a container down): nginx would refuse the
# config, and its running one still reaches the other replicas.
hosts=$(grep -oE 'server [A-Za-z0-9.-]+:[0-9]+' /tmp/nginx.conf | sed -E 's/^server ([^:]+):.*/\1/' | sort -u)
addresses() {
  for host in $hosts; do
    found=$(getent ahostsv4 "$host" | awk '{ print $1 }' | sort -u | tr '\n' ' ')
    [ -n "$found" ] || return 1
    printf '%s=%s;' "$host" "$found"
  done
}
follow_addresses() {
  known=$(addresses || true)
  while sleep 1; do
    now=$(addresses) || continue
    [ "$now" = "$known" ] && continue
    if nginx -c /tmp/nginx.conf -s reload 2>/dev/null; then
      echo "gateway: an upstream's address changed; reloaded ($now)"
      known=$now
    fi
  done
}
follow_addresses &
exec nginx -c /tmp/nginx.conf -g 'daemon off;'
