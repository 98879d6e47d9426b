// A service started as the real ones are, through runService, on the fixture migrations: for service.test.ts.
import path from 'node:path';
import { createServiceApp } from '../app';
import { baseConfigSchema, port } from '../config';
import { createReadiness } from '../readiness';
import { runService } from '../service';

runService({
  name: 'billing',
  config: baseConfigSchema.extend({ PORT: port(0) }),
  schema: {},
  migrationsFolder: path.join(__dirname, 'migrations'),
  async start({ database, logger }) {
    const readiness = createReadiness({ logger, always: database.conditions });
    return {
      app: createServiceApp({
        name: 'run-service-test',
        logger,
        ready: readiness.report,
        routes(app) {
          app.get('/api/notes/', async (_req, res) => {
            const result = await database.pool.query('SELECT count(*)::int AS n FROM kit.notes');
            res.json(result.rows[0]);
          });
        },
      }),
      listening: () => logger.info('work started'),
      stop: () => logger.info('work stopped'),
    };
  },
});
