// Container health check with nothing but node in the image: `node healthcheck.mjs /readyz` asks this
// container's own server (PORT, else 3000) and exits 0 only on a 2xx answer within 5 s (a
// busy machine starts node slowly). The answer's body
// (a service says which of its conditions are not met) goes to the health log (`docker inspect`).
const url = `http://127.0.0.1:${process.env.PORT ?? 3000}${process.argv[2] ?? '/'}`;
fetch(url, { signal: AbortSignal.timeout(5000) }).then(
  async (response) => {
    if (!response.ok) console.log(`${response.status} ${(await response.text()).slice(0, 500)}`);
    process.exit(response.ok ? 0 : 1);
  },
  (err) => {
    console.log(`no answer: ${err.cause?.code ?? err.message}`);
    process.exit(1);
  },
);
