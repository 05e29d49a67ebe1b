// IndexedDB for the outbox, the picture queue and the persisted query cache, in memory per test file.
import 'fake-indexeddb/auto';
import { configure } from '@testing-library/react';

// Pages load lazily (route-level code splitting); on a busy two-core CI machine the first import
// of a page can take over the default 1 s that findBy* waits. Waiting longer costs passing tests
// nothing: they resolve as soon as the element appears.
configure({ asyncUtilTimeout: 5_000 });
