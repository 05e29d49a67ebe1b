import { describe, expect, it } from 'vitest';
import type { FeatureRoutes, WebFeature } from '../app/feature';
import { NAV_ITEMS } from '../app/navigation';
import { WEB_FEATURES } from '.';
import { FEATURE_ROUTES } from './routes';

// Every feature's manifests, by folder ('/src/features/walks/index.ts').
const routeFiles = import.meta.glob<Record<string, FeatureRoutes>>('/src/features/*/routes.tsx', {
  eager: true,
});
const indexFiles = import.meta.glob<Record<string, WebFeature>>('/src/features/*/index.ts', { eager: true });
const folderOf = (path: string) => path.split('/')[3];

describe('the feature lists', () => {
  it('name every routes.tsx of a feature folder, once', () => {
    const declared = Object.values(routeFiles).flatMap((module) => Object.values(module));
    expect(declared.length).toBeGreaterThan(10);
    expect(new Set(FEATURE_ROUTES)).toEqual(new Set(declared));
    expect(FEATURE_ROUTES).toHaveLength(new Set(FEATURE_ROUTES).size);
  });

  it('name every index.ts of a feature folder, once, under the folder’s name', () => {
    const declared = Object.entries(indexFiles).flatMap(([path, module]) =>
      Object.values(module).map((feature) => ({ folder: folderOf(path), feature })),
    );
    expect(new Set(WEB_FEATURES)).toEqual(new Set(declared.map(({ feature }) => feature)));
    expect(WEB_FEATURES).toHaveLength(new Set(WEB_FEATURES).size);
    for (const { folder, feature } of declared) expect(feature.name).toBe(folder);
  });

  it('give each menu item its own id and its own position within its section', () => {
    expect(new Set(NAV_ITEMS.map((item) => item.id)).size).toBe(NAV_ITEMS.length);
    const places = NAV_ITEMS.map((item) => `${item.group}:${item.position}`);
    expect(new Set(places).size).toBe(places.length);
  });
});
