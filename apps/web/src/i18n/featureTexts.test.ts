import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import { registerTexts } from './featureTexts';

const here = dirname(fileURLToPath(import.meta.url));
const source = join(here, '..');

/** The namespaces that load with their feature: one `<namespace>.texts.ts` module each. */
const lazyNamespaces = readdirSync(here)
  .filter((name) => name.endsWith('.texts.ts'))
  .map((name) => name.slice(0, -'.texts.ts'.length));

const sourceFiles = (readdirSync(source, { recursive: true }) as string[])
  .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) && !path.startsWith('test/'))
  .filter((path) => !path.startsWith('i18n/'));

describe('feature texts', () => {
  it('knows the namespaces that load with their feature', () => {
    expect(lazyNamespaces).toEqual(
      expect.arrayContaining(['assessmentEdit', 'rubrics', 'safetyAlerts', 'tasksSettings', 'workOrders']),
    );
  });

  it('every file that uses a feature namespace’s keys imports its texts, so they are there when it renders', () => {
    const missing: string[] = [];
    for (const path of sourceFiles) {
      const code = readFileSync(join(source, path), 'utf8');
      for (const namespace of lazyNamespaces) {
        if (!new RegExp(`['"\`]${namespace}\\.`).test(code)) continue;
        const texts = relative(dirname(join(source, path)), join(here, `${namespace}.texts`));
        const specifier = texts.startsWith('.') ? texts : `./${texts}`;
        if (!code.includes(`import '${specifier}';`)) missing.push(`${path} (${namespace})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('keeps a feature’s namespace out of the first script’s texts', () => {
    for (const namespace of lazyNamespaces) expect(Object.keys(en)).not.toContain(namespace);
  });

  it('texts registered after Spanish has loaded are there in Spanish too', async () => {
    registerTexts('laterFeature', { greeting: 'Hello' }, { greeting: 'Hola' });
    expect(i18next.t('laterFeature.greeting' as never, { lng: 'es' })).toBe('Hola');
    expect(i18next.t('laterFeature.greeting' as never, { lng: 'en' })).toBe('Hello');
  });
});
