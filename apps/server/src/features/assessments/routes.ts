import {
  ZAnswerQuestionRequest,
  ZAssessmentDetail,
  ZAssessmentParams,
  ZAssessmentsPage,
  ZAssessmentsQuery,
  ZCreateAssessmentRequest,
  ZUpdateAssessmentRequest,
  ZWalkAssessments,
  ZWalkParams,
} from '@schooldog/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../core/deps.js';
import { inTransaction, type WriteDeps } from '../../core/write.js';
import { actorOf } from '../../http/access.js';
import {
  answerQuestion,
  deleteAssessment,
  reopenAssessment,
  submitAssessment,
  updateAssessment,
} from './change.js';
import { listAssessments } from './query.js';
import { assessmentDetail, createAssessment, walkAssessments } from './service.js';

// Route access is signing in: a walk's participants see and answer its assessments without any
// assessment permission; each assessment's own rules (packages/domain assessments/rules.ts) are
// checked in the services.
const SIGNED_IN = 'signedIn' as const;
const tags = ['assessments'];

/** The assessments feature (spec 000 §7 assessment operations). */
export const assessmentRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const write = <T>(run: (write: WriteDeps) => Promise<T>) => inTransaction(deps, 'online', run);

    app.get(
      '/api/assessments',
      {
        config: { access: SIGNED_IN },
        schema: { tags, querystring: ZAssessmentsQuery, response: { 200: ZAssessmentsPage } },
      },
      async (request) => listAssessments(deps, actorOf(request), request.query),
    );

    app.post(
      '/api/assessments',
      {
        config: { access: { permission: 'submit assessments' } },
        schema: {
          tags,
          body: ZCreateAssessmentRequest,
          response: { 200: ZAssessmentDetail, 201: ZAssessmentDetail },
        },
      },
      async (request, reply) => {
        const { detail, isNew } = await write((w) => createAssessment(w, actorOf(request), request.body));
        return reply.status(isNew ? 201 : 200).send(detail);
      },
    );

    app.get(
      '/api/assessments/:assessmentId',
      {
        config: { access: SIGNED_IN },
        schema: { tags, params: ZAssessmentParams, response: { 200: ZAssessmentDetail } },
      },
      async (request) => assessmentDetail(deps.db, actorOf(request), request.params.assessmentId),
    );

    app.post(
      '/api/assessments/:assessmentId/answers',
      {
        config: { access: SIGNED_IN },
        schema: {
          tags,
          params: ZAssessmentParams,
          body: ZAnswerQuestionRequest,
          response: { 200: ZAssessmentDetail },
        },
      },
      async (request) =>
        write((w) => answerQuestion(w, actorOf(request), request.params.assessmentId, request.body)),
    );

    app.patch(
      '/api/assessments/:assessmentId',
      {
        config: { access: SIGNED_IN },
        schema: {
          tags,
          params: ZAssessmentParams,
          body: ZUpdateAssessmentRequest,
          response: { 200: ZAssessmentDetail },
        },
      },
      async (request) =>
        write((w) => updateAssessment(w, actorOf(request), request.params.assessmentId, request.body)),
    );

    app.post(
      '/api/assessments/:assessmentId/submit',
      {
        config: { access: SIGNED_IN },
        schema: { tags, params: ZAssessmentParams, response: { 200: ZAssessmentDetail } },
      },
      async (request) => write((w) => submitAssessment(w, actorOf(request), request.params.assessmentId)),
    );

    app.post(
      '/api/assessments/:assessmentId/edit',
      {
        config: { access: SIGNED_IN },
        schema: { tags, params: ZAssessmentParams, response: { 200: ZAssessmentDetail } },
      },
      async (request) => write((w) => reopenAssessment(w, actorOf(request), request.params.assessmentId)),
    );

    app.delete(
      '/api/assessments/:assessmentId',
      { config: { access: SIGNED_IN }, schema: { tags, params: ZAssessmentParams } },
      async (request, reply) => {
        await write((w) => deleteAssessment(w, actorOf(request), request.params.assessmentId));
        return reply.status(204).send();
      },
    );

    app.get(
      '/api/walks/:walkId/assessments',
      {
        config: { access: SIGNED_IN },
        schema: { tags, params: ZWalkParams, response: { 200: ZWalkAssessments } },
      },
      async (request) => ({
        assessments: await walkAssessments(deps, actorOf(request), request.params.walkId),
      }),
    );
  };
