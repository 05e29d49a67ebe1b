// IndexedDB for the outbox, the picture queue and the persisted query cache, in memory per test file.
import 'fake-indexeddb/auto';
import { configure } from '@testing-library/react';
import { initI18n, loadLanguage } from '../i18n';

// Pages load lazily (route-level code splitting); on a busy two-core CI machine the first import
// of a page can take several seconds, over the default 1 s that findBy* and waitFor wait. Waiting
// longer costs passing tests nothing: they resolve as soon as the element appears. 30 s, as
// expect.poll in vitest.config.ts and the tests' own vi.waitFor.
configure({ asyncUtilTimeout: 30_000 });

// The app loads Spanish before its first render when the browser asks for it (main.tsx); tests
// switch languages freely, so both are in place from the start.
await loadLanguage('es', initI18n({ language: 'en' }));
