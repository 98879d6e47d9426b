// Container health check with nothing but node in the image: `node healthcheck.mjs /readyz` asks this
// container's own server (PORT, else 3000) and exits 0 only on a 2xx answer within 2 s.
const url = `http://127.0.0.1:${process.env.PORT ?? 3000}${process.argv[2] ?? '/'}`;
fetch(url, { signal: AbortSignal.timeout(2000) }).then(
  (response) => process.exit(response.ok ? 0 : 1),
  () => process.exit(1),
);
