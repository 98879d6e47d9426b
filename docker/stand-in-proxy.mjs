// A stand-in for the TLS terminator or load balancer in front of the gateway (npm run compose:test): forwards
// every request to UPSTREAM as such a proxy does, appending its client's address to X-Forwarded-For and saying
// the client came over https (X-Forwarded-Proto).
import http from 'node:http';

const upstream = new URL(process.env.UPSTREAM ?? 'http://gateway:8080');
const server = http.createServer((req, res) => {
  const client = String(req.socket.remoteAddress).replace(/^::ffff:/, '');
  const forwardedFor = [req.headers['x-forwarded-for'], client].filter(Boolean).join(', ');
  const proxied = http.request(
    {
      host: upstream.hostname,
      port: upstream.port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'https' },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  proxied.on('error', () => res.writeHead(502).end());
  req.pipe(proxied);
});
server.listen(8080, '0.0.0.0');
process.once('SIGTERM', () => server.close(() => process.exit(0)));
