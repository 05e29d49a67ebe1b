import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createTestApp } from './test/harness.js';

export const OPENAPI_FILE = fileURLToPath(new URL('../openapi.json', import.meta.url));

/** The OpenAPI document as committed: stable JSON, two-space indent, trailing newline. */
export async function generateOpenApi(): Promise<string> {
  const t = await createTestApp('pglite');
  try {
    return `${JSON.stringify(t.app.swagger(), null, 2)}\n`;
  } finally {
    await t.close();
  }
}

// `npm run openapi -w apps/server` rewrites apps/server/openapi.json after an API change.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(OPENAPI_FILE, await generateOpenApi());
  console.log(`wrote ${OPENAPI_FILE}`);
}
