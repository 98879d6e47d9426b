// A service run as the real ones are (createServiceApp + runServer, the process's log destination on stdout),
// for logger.test.ts and server.test.ts: it tells its port over IPC, since its stdout is the log under test.
import type { AddressInfo } from 'node:net';
import { createServiceApp } from '../app';
import { createLogger } from '../logger';
import { runServer } from '../server';

const logger = createLogger('logging-test', 'info');
const app = createServiceApp({
  name: 'logging-test',
  logger,
  ready: async () => true,
  routes: (routes) => {
    routes.get('/api/hello/', (_req, res) => {
      res.json({ hello: 'world' });
    });
    // An answer that takes a while: in flight when the service is told to stop.
    routes.get('/api/slow/', (_req, res) => {
      setTimeout(() => res.json({ slow: true }), 300);
    });
  },
});
void runServer({ app, port: 0, host: '127.0.0.1', logger }).then((server) => {
  process.send?.({ port: (server.address() as AddressInfo).port });
});
