import { canViewAssessment } from '@schooldog/domain';
import { defineFeature } from '../../core/feature.js';
import { seedDemoAssessments } from './demo.js';
import type {} from './events.js';
import { assessmentMutations } from './mutations.js';
import { assessmentPdfRoutes } from './pdf-routes.js';
import { assessmentRoutes } from './routes.js';
import { assessmentSubscribers } from './subscribers.js';

/**
 * Assessments: rubric-based assessments on their own or in a walk, answered (also offline), scored
 * from the walk's entries as they change, submitted, read back and downloaded.
 */
export const assessmentsFeature = defineFeature({
  name: 'assessments',
  plugin: (deps) => async (app) => {
    await app.register(assessmentPdfRoutes(deps));
    await app.register(assessmentRoutes(deps));
  },
  mutations: assessmentMutations,
  live: {
    assessment: (actor, event) =>
      canViewAssessment(
        { userId: actor.user.id, permissions: actor.permissions },
        { ...event, isDeleted: false },
      ),
  },
  subscribers: assessmentSubscribers,
  seed: (deps) => seedDemoAssessments(deps, deps.clock()),
});
