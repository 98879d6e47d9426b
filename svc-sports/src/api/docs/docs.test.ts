// The reference page's assets: Swagger UI's own files are served, any other name is the API's JSON 404.
import { createServiceApp } from '@vantage/service-kit/app';
import { createLogger } from '@vantage/service-kit/logger';
import request from 'supertest';
import { docsRouter } from './routes';

const app = createServiceApp({
  name: 'docs-test',
  logger: createLogger('docs-test', 'silent'),
  ready: async () => true,
  routes(app) {
    app.use(docsRouter());
  },
});

test("serves Swagger UI's stylesheet and answers another file name with the API's 404", async () => {
  const css = await request(app).get('/api/docs/assets/swagger-ui.css').expect(200);
  expect(css.headers['content-type']).toMatch(/text\/css/);
  const missing = await request(app).get('/api/docs/assets/package.json').expect(404);
  expect(missing.body).toEqual({ detail: 'Not found.' });
});
