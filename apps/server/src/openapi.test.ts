import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { generateOpenApi, OPENAPI_FILE } from './openapi.js';

it('the committed openapi.json matches the API (run `npm run openapi -w apps/server` after a change)', async () => {
  expect(await generateOpenApi()).toBe(readFileSync(OPENAPI_FILE, 'utf8'));
});
