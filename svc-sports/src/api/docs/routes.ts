import {
  openApiOperation,
  referenceAssetOperation,
  referencePageOperation,
  referenceScriptOperation,
  referenceStyleOperation,
} from '@vantage/contracts/api-operations';
import { documented } from '@vantage/service-kit/documented';
import { notFound } from '@vantage/service-kit/errors';
import path from 'node:path';
import { API_KEY_HEADER, API_REFERENCE_PATH, OPENAPI_PATH } from '@vantage/contracts/api-key-rules';
import { buildOpenApiDocument } from '@vantage/contracts/openapi';
import express, { Router } from 'express';

// Swagger UI's own files, served as they ship (same origin: the site's CSP allows no other script source).
const SWAGGER_UI_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const SWAGGER_UI_FILES = new Set(['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png']);

const FIRST_CALL = `curl -H '${API_KEY_HEADER}: vtg_…' https://<this site>/api/mlb/comparison/`;

/** The reference page: a first call with curl, then the document in Swagger UI, where calls can be tried. */
const REFERENCE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Vantage API reference</title>
<link rel="icon" href="${API_REFERENCE_PATH}assets/favicon-32x32.png">
<link rel="stylesheet" href="${API_REFERENCE_PATH}assets/swagger-ui.css">
<link rel="stylesheet" href="${API_REFERENCE_PATH}reference.css">
</head>
<body>
<header class="first-call">
  <p><a href="/">Vantage</a> · <a href="/profile?tab=api">Your API keys</a> · <a href="${OPENAPI_PATH}">openapi.json</a></p>
  <h1>Vantage API reference</h1>
  <p>Your first call: create a key in your profile (Pro), then ask for today's games with it.</p>
  <pre><code id="first-call">${FIRST_CALL}</code></pre>
  <p>Each key makes up to 60 calls a minute; <code>X-RateLimit-Remaining</code> counts down and a <code>429</code>
  answer says in <code>Retry-After</code> when to call again. Press <b>Authorize</b> below to try calls with your key.</p>
</header>
<main id="reference"></main>
<script src="${API_REFERENCE_PATH}assets/swagger-ui-bundle.js"></script>
<script src="${API_REFERENCE_PATH}reference.js"></script>
</body>
</html>`;

const REFERENCE_JS = `document.getElementById('first-call').textContent =
  ${JSON.stringify(FIRST_CALL)}.replace('https://<this site>', location.origin);
window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(OPENAPI_PATH)},
  dom_id: '#reference',
  deepLinking: true,
  persistAuthorization: false,
  tryItOutEnabled: false,
});`;

const REFERENCE_CSS = `body { margin: 0; font-family: system-ui, sans-serif; }
.first-call { max-width: 1380px; margin: 0 auto; padding: 16px 20px 0; box-sizing: border-box; }
.first-call h1 { font-size: 28px; margin: 8px 0; }
.first-call pre { background: #1f2937; color: #f9fafb; padding: 12px; border-radius: 6px; overflow-x: auto; }
.first-call a { color: #1d4ed8; }`;

const ONE_HOUR = 'public, max-age=3600';

/** The OpenAPI document and its reference page, under /api/docs/ (routed by the gateway like the API). */
export function docsRouter(): Router {
  const router = Router();
  // Built once per process from the contracts, so it is the schemas this process validates with.
  const document = JSON.stringify(buildOpenApiDocument());
  router.get(OPENAPI_PATH, documented(openApiOperation), (_req, res) => {
    res.set('Cache-Control', ONE_HOUR).type('application/json').send(document);
  });
  router.get(API_REFERENCE_PATH, documented(referencePageOperation), (_req, res) => {
    res.set('Cache-Control', ONE_HOUR).type('html').send(REFERENCE_HTML);
  });
  router.get(`${API_REFERENCE_PATH}reference.js`, documented(referenceScriptOperation), (_req, res) => {
    res.set('Cache-Control', ONE_HOUR).type('text/javascript').send(REFERENCE_JS);
  });
  router.get(`${API_REFERENCE_PATH}reference.css`, documented(referenceStyleOperation), (_req, res) => {
    res.set('Cache-Control', ONE_HOUR).type('text/css').send(REFERENCE_CSS);
  });
  const assets = express.static(SWAGGER_UI_DIR, { index: false, fallthrough: false, maxAge: '1h' });
  router.get(`${API_REFERENCE_PATH}assets/:file`, documented(referenceAssetOperation), (req, res, next) => {
    if (!SWAGGER_UI_FILES.has(String(req.params.file))) throw notFound();
    req.url = `/${req.params.file}`;
    assets(req, res, next);
  });
  return router;
}
