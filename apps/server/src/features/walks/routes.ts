import {
  ZArchiveWalkRequest,
  ZCompleteWalkRequest,
  ZCreateWalkRequest,
  ZCurrentWalksQuery,
  ZEligibleCollaboratorsQuery,
  ZPeople,
  ZSubmitForReviewRequest,
  ZSubmitReviewRequest,
  type TWalk,
  ZUpdateWalkRequest,
  ZWalk,
  ZWalkCounts,
  ZWalkList,
  ZWalkParams,
  ZWalkReportParams,
  ZWalkReviewers,
  ZWalksPage,
  ZWalksQuery,
} from '@schooldog/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppDeps } from '../../core/deps.js';
import { inTransaction, type WriteDeps } from '../../core/write.js';
import { type Actor, actorOf } from '../../http/access.js';
import { sendDownload } from '../../http/download.js';
import { walkCsv } from './csv.js';
import { walkReport } from './reports.js';
import {
  completeWalk,
  deleteWalk,
  eligibleReviewers,
  placeInProgress,
  submitForReview,
  submitReview,
} from './lifecycle.js';
import { countWalks, currentWalks, listWalks } from './query.js';
import { archiveWalk, createWalk, eligibleCollaborators, getWalk, updateWalk } from './service.js';

// Route access is the any-school check; each walk's own rules (spec 000 §6) are checked in the service.
const SEE = { permission: 'log entries|view entries' } as const;
const tags = ['walks'];
// "Reports card and download buttons need download entry reports"; the service checks the school.
const DOWNLOAD = { permission: 'download entry reports' } as const;

/** The walks' routes (spec 000 §2 walks, §7 the named calls). */
export const walkRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const write = <T>(run: (write: WriteDeps) => Promise<T>) => inTransaction(deps, 'online', run);

    app.post(
      '/api/walks',
      {
        config: { access: { permission: 'log entries' } },
        schema: { tags, body: ZCreateWalkRequest, response: { 200: ZWalk, 201: ZWalk } },
      },
      async (request, reply) => {
        const { walk, isNew } = await write((w) => createWalk(w, actorOf(request), request.body));
        return reply.status(isNew ? 201 : 200).send(walk);
      },
    );

    app.get(
      '/api/walks',
      { config: { access: SEE }, schema: { tags, querystring: ZWalksQuery, response: { 200: ZWalksPage } } },
      async (request) => listWalks(deps, actorOf(request), request.query),
    );

    app.get(
      '/api/walks/counts',
      { config: { access: SEE }, schema: { tags, querystring: ZWalksQuery, response: { 200: ZWalkCounts } } },
      async (request) => countWalks(deps, actorOf(request), request.query),
    );

    app.get(
      '/api/walks/current',
      {
        config: { access: SEE },
        schema: {
          tags,
          querystring: ZCurrentWalksQuery,
          response: { 200: ZWalkList },
        },
      },
      async (request) => currentWalks(deps, actorOf(request), request.query.schoolId),
    );

    app.get(
      '/api/walks/eligible-collaborators',
      {
        config: { access: SEE },
        schema: {
          tags,
          querystring: ZEligibleCollaboratorsQuery,
          response: { 200: ZPeople },
        },
      },
      async (request) => ({
        users: await eligibleCollaborators(
          deps,
          actorOf(request),
          request.query.schoolId,
          request.query.walkId,
        ),
      }),
    );

    app.get(
      '/api/walks/:walkId',
      { config: { access: SEE }, schema: { tags, params: ZWalkParams, response: { 200: ZWalk } } },
      async (request) => getWalk(deps, actorOf(request), request.params.walkId),
    );

    app.patch(
      '/api/walks/:walkId',
      {
        config: { access: SEE },
        schema: { tags, params: ZWalkParams, body: ZUpdateWalkRequest, response: { 200: ZWalk } },
      },
      async (request) => write((w) => updateWalk(w, actorOf(request), request.params.walkId, request.body)),
    );

    app.delete(
      '/api/walks/:walkId',
      { config: { access: SEE }, schema: { tags, params: ZWalkParams } },
      async (request, reply) => {
        await write((w) => deleteWalk(w, actorOf(request), request.params.walkId));
        return reply.status(204).send();
      },
    );

    app.get(
      '/api/walks/:walkId/entries.csv',
      { config: { access: DOWNLOAD }, schema: { tags, params: ZWalkParams } },
      async (request, reply) => {
        const { fileName, stream } = await walkCsv(deps, actorOf(request), request.params.walkId);
        return sendDownload(reply, fileName, stream);
      },
    );

    app.get(
      '/api/walks/:walkId/reports/:reportType',
      {
        config: { access: DOWNLOAD },
        schema: { tags, params: ZWalkReportParams },
      },
      async (request, reply) => {
        const { walkId, reportType } = request.params;
        const { fileName, pdf } = await walkReport(deps, actorOf(request), walkId, reportType);
        return sendDownload(reply, fileName, pdf);
      },
    );

    app.get(
      '/api/walks/:walkId/reviewers',
      { config: { access: SEE }, schema: { tags, params: ZWalkParams, response: { 200: ZWalkReviewers } } },
      async (request) => ({
        users: await eligibleReviewers(deps, actorOf(request), request.params.walkId),
      }),
    );

    /** A lifecycle step (spec 000 §4): POST /api/walks/:walkId/<name>, answering the walk. */
    const step = <Body extends z.ZodType>(
      name: string,
      body: Body | null,
      run: (w: WriteDeps, actor: Actor, walkId: string, body: z.output<Body>) => Promise<TWalk>,
    ) =>
      app.post(
        `/api/walks/:walkId/${name}`,
        {
          config: { access: SEE },
          schema: { tags, params: ZWalkParams, ...(body && { body }), response: { 200: ZWalk } },
        },
        async (request) =>
          write((w) => run(w, actorOf(request), request.params.walkId, request.body as z.output<Body>)),
      );

    step('submit', ZSubmitForReviewRequest, (w, actor, walkId, body) =>
      submitForReview(w, actor, walkId, body.reviewerUserId, body),
    );
    step('review', ZSubmitReviewRequest, (w, actor, walkId, body) => submitReview(w, actor, walkId, body));
    step('complete', ZCompleteWalkRequest, (w, actor, walkId, body) =>
      completeWalk(w, actor, walkId, body.acknowledgeNoEntries, body),
    );
    step('in-progress', null, (w, actor, walkId) => placeInProgress(w, actor, walkId));
    step('archive', ZArchiveWalkRequest, (w, actor, walkId, body) =>
      archiveWalk(w, actor, walkId, body.archived),
    );
  };
