import { defineFeature } from '../../core/feature.js';
import { seedDemoTasksSettings } from './demo.js';
import { tasksSettingsRoutes } from './routes.js';

/**
 * Work Order Settings (spec 001 §2, §3 "Tasks settings"; issue 26 point 5): the boards, the work
 * calendar, custom, hidden and required fields and the restrictions, read by whoever opens work
 * orders and changed by those who manage tasks settings.
 */
export const tasksSettingsFeature = defineFeature({
  name: 'tasksSettings',
  plugin: tasksSettingsRoutes,
  seed: seedDemoTasksSettings,
});
