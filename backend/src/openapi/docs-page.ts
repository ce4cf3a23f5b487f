import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The pages of `/api/docs`: Swagger UI (swagger-ui-dist, served from our own origin, nothing from a CDN)
 * reading `/api/docs-json`. Its start is a file of its own because the pages' policy allows no inline
 * script. Addresses are relative, so the page works behind a proxy that serves the portal under a path.
 */
const SWAGGER_UI = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

export const DOCS_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Rental-contract registration portal API</title>
<link rel="stylesheet" href="docs/swagger-ui.css">
</head>
<body>
<div id="docs"></div>
<script src="docs/swagger-ui-bundle.js"></script>
<script src="docs/start.js"></script>
</body>
</html>
`;

const START_JS = `SwaggerUIBundle({ url: 'docs-json', dom_id: '#docs', deepLinking: true });\n`;

/** The files the page loads, by the name it asks for; any other name is not one of them. */
export const DOCS_ASSETS: Record<string, { type: string; read: () => Promise<Buffer | string> }> = {
  'swagger-ui.css': { type: 'text/css; charset=utf-8', read: () => readFile(join(SWAGGER_UI, 'swagger-ui.css')) },
  'swagger-ui-bundle.js': {
    type: 'text/javascript; charset=utf-8',
    read: () => readFile(join(SWAGGER_UI, 'swagger-ui-bundle.js')),
  },
  'start.js': { type: 'text/javascript; charset=utf-8', read: () => Promise.resolve(START_JS) },
};

/** A page's policy: the page's own scripts only; Swagger UI sets inline styles and draws data: icons. */
export const DOCS_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
