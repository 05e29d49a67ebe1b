import { ZAssessmentParams } from '@schooldog/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../core/deps.js';
import { actorOf } from '../../http/access.js';
import { sendDownload } from '../../http/download.js';
import { assessmentPdf } from './pdf.js';

/**
 * GET /api/assessments/:assessmentId/pdf: a submitted assessment to save. Signed in: who may see
 * an assessment (its creator, its walk's people, viewers at its school) is the service's check.
 */
export const assessmentPdfRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/assessments/:assessmentId/pdf',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['assessments'],
          summary: 'A submitted assessment as a PDF',
          params: ZAssessmentParams,
        },
      },
      async (request, reply) => {
        const { fileName, pdf } = await assessmentPdf(deps, actorOf(request), request.params.assessmentId);
        return sendDownload(reply, fileName, pdf);
      },
    );
  };
