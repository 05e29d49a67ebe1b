import type { FeatureRoutes } from '../../app/feature';

/** The drills' pages (spec 000 §2 /drills, /drills/record, /drills/drill/{drillId}, /drills/update/{drillId}). */
export const drillsRoutes: FeatureRoutes = {
  signedIn: [
    { path: 'drills', lazy: async () => ({ Component: (await import('./DrillsPage')).DrillsPage }) },
    {
      path: 'drills/record',
      lazy: async () => ({ Component: (await import('./DrillFormPage')).RecordDrillPage }),
    },
    {
      path: 'drills/drill/:drillId',
      lazy: async () => ({ Component: (await import('./DrillPage')).DrillPage }),
    },
    {
      path: 'drills/update/:drillId',
      lazy: async () => ({ Component: (await import('./DrillFormPage')).UpdateDrillPage }),
    },
  ],
};
