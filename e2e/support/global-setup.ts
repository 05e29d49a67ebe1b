import type { TestProject } from 'vitest/node';
import { startApp } from './server.js';

export { DEMO_PASSWORD } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/** One app for the whole end-to-end run: the built app on a free port with a fresh demo district. */
export default async function setup(project: TestProject) {
  const app = await startApp();
  project.provide('baseUrl', app.baseUrl);
  project.provide('dataDir', app.dataDir);
  return () => app.stop();
}
