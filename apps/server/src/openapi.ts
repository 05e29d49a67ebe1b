import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openPglite } from './db/client.js';

export const OPENAPI_FILE = fileURLToPath(new URL('../openapi.json', import.meta.url));

/** The OpenAPI document as committed: stable JSON, two-space indent, trailing newline. */
export async function generateOpenApi(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'schooldog-openapi-'));
  const database = await openPglite();
  try {
    await database.migrate();
    const { app } = await buildApp({
      config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' }),
      database,
      secret: 'openapi-secret-openapi-secret-openapi',
      webDist: join(dataDir, 'no-web'),
      runJobs: false,
    });
    await app.ready();
    const document = `${JSON.stringify(app.swagger(), null, 2)}\n`;
    await app.close();
    return document;
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// `npm run openapi -w apps/server` rewrites apps/server/openapi.json after an API change.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(OPENAPI_FILE, await generateOpenApi());
  console.log(`wrote ${OPENAPI_FILE}`);
}
