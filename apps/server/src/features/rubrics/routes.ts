import {
  ASSESSMENT_OR_RUBRIC,
  ZRubric,
  ZRubricInput,
  ZRubricList,
  ZRubricParams,
  ZRubricsQuery,
} from '@schooldog/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../core/deps.js';
import { inTransaction, type WriteDeps } from '../../core/write.js';
import { actorOf } from '../../http/access.js';
import {
  createRubric,
  deleteRubric,
  duplicateRubric,
  getRubric,
  listRubrics,
  updateRubric,
} from './service.js';

// Templates load for any assessment or rubric permission (spec 000 §6); writes check the rubric rules.
const READ = { permission: ASSESSMENT_OR_RUBRIC } as const;
const WRITE = { permission: 'create rubrics|manage rubrics' } as const;
const tags = ['rubrics'];

/** Rubric templates: list, read, create, replace, duplicate and soft-delete. */
export const rubricRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const write = <T>(run: (write: WriteDeps) => Promise<T>) => inTransaction(deps, 'online', run);

    app.get(
      '/api/rubrics',
      {
        config: { access: READ },
        schema: { tags, querystring: ZRubricsQuery, response: { 200: ZRubricList } },
      },
      async (request) => ({ rubrics: await listRubrics(deps, request.query.offered) }),
    );

    app.post(
      '/api/rubrics',
      {
        config: { access: WRITE },
        schema: { tags, body: ZRubricInput, response: { 201: ZRubric } },
      },
      async (request, reply) =>
        reply.status(201).send(await write((w) => createRubric(w, actorOf(request), request.body))),
    );

    app.get(
      '/api/rubrics/:rubricId',
      {
        config: { access: READ },
        schema: { tags, params: ZRubricParams, response: { 200: ZRubric } },
      },
      async (request) => getRubric(deps, request.params.rubricId),
    );

    app.put(
      '/api/rubrics/:rubricId',
      {
        config: { access: WRITE },
        schema: { tags, params: ZRubricParams, body: ZRubricInput, response: { 200: ZRubric } },
      },
      async (request) =>
        write((w) => updateRubric(w, actorOf(request), request.params.rubricId, request.body)),
    );

    app.post(
      '/api/rubrics/:rubricId/duplicate',
      {
        config: { access: WRITE },
        schema: { tags, params: ZRubricParams, response: { 201: ZRubric } },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await write((w) => duplicateRubric(w, actorOf(request), request.params.rubricId))),
    );

    app.delete(
      '/api/rubrics/:rubricId',
      { config: { access: WRITE }, schema: { tags, params: ZRubricParams } },
      async (request, reply) => {
        await write((w) => deleteRubric(w, actorOf(request), request.params.rubricId));
        return reply.status(204).send();
      },
    );
  };
