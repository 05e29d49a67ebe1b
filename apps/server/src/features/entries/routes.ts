import {
  ZCreateEntryRequest,
  ZEntriesCount,
  ZEntriesPage,
  ZEntriesQuery,
  ZEntry,
  ZEntryList,
  ZEntryParams,
  ZEntryTags,
  ZUpdateEntryRequest,
  ZWalkParams,
} from '@schooldog/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../core/deps.js';
import { inTransaction } from '../../core/write.js';
import { actorOf } from '../../http/access.js';
import { sendDownload } from '../../http/download.js';
import { entriesCsv } from './csv.js';
import { entriesPdf } from './pdf.js';
import { countEntries, listEntries } from './query.js';
import { deleteEntry, updateEntry } from './change.js';
import { createEntry } from './create.js';
import { getEntry } from './service.js';
import { entryTagSuggestions } from './tags.js';
import { walkEntries } from './walk-entries.js';

const SEE = { permission: 'log entries|view entries' } as const;
// "Reports card and download buttons need download entry reports"; the service checks the schools.
const DOWNLOAD = { permission: 'download entry reports' } as const;

export const entryRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/entries',
      {
        config: { access: SEE },
        schema: { tags: ['entries'], querystring: ZEntriesQuery, response: { 200: ZEntriesPage } },
      },
      async (request) => listEntries(deps, actorOf(request), request.query),
    );

    app.get(
      '/api/entries/count',
      {
        config: { access: SEE },
        schema: { tags: ['entries'], querystring: ZEntriesQuery, response: { 200: ZEntriesCount } },
      },
      async (request) => ({ count: await countEntries(deps, actorOf(request), request.query) }),
    );

    app.get(
      '/api/entries/tags',
      { config: { access: SEE }, schema: { tags: ['entries'], response: { 200: ZEntryTags } } },
      async (request) => ({ tags: await entryTagSuggestions(deps, actorOf(request)) }),
    );

    app.get(
      '/api/entries.csv',
      { config: { access: DOWNLOAD }, schema: { tags: ['entries'], querystring: ZEntriesQuery } },
      async (request, reply) => {
        const stream = await entriesCsv(deps, actorOf(request), request.query);
        const day = new Date().toISOString().slice(0, 10);
        return sendDownload(reply, `SchoolDog Entries ${day}.csv`, stream);
      },
    );

    app.get(
      '/api/entries.pdf',
      {
        config: { access: DOWNLOAD },
        schema: { tags: ['entries'], querystring: ZEntriesQuery },
      },
      async (request, reply) => {
        const pdf = await entriesPdf(deps, actorOf(request), request.query);
        const day = new Date().toISOString().slice(0, 10);
        return sendDownload(reply, `SchoolDog Entries Report ${day}.pdf`, pdf);
      },
    );

    app.post(
      '/api/entries',
      {
        config: { access: { permission: 'log entries' } },
        schema: { tags: ['entries'], body: ZCreateEntryRequest, response: { 200: ZEntry, 201: ZEntry } },
      },
      async (request, reply) => {
        const { entry, isNew } = await inTransaction(deps, 'online', (write) =>
          createEntry(write, actorOf(request), request.body),
        );
        return reply.status(isNew ? 201 : 200).send(entry);
      },
    );

    app.get(
      '/api/entries/:entryId',
      {
        config: { access: SEE },
        schema: { tags: ['entries'], params: ZEntryParams, response: { 200: ZEntry } },
      },
      async (request) => getEntry(deps, actorOf(request), request.params.entryId),
    );

    app.patch(
      '/api/entries/:entryId',
      {
        config: { access: SEE },
        schema: {
          tags: ['entries'],
          params: ZEntryParams,
          body: ZUpdateEntryRequest,
          response: { 200: ZEntry },
        },
      },
      async (request) =>
        inTransaction(deps, 'online', (write) =>
          updateEntry(write, actorOf(request), request.params.entryId, request.body),
        ),
    );

    app.delete(
      '/api/entries/:entryId',
      { config: { access: SEE }, schema: { tags: ['entries'], params: ZEntryParams } },
      async (request, reply) => {
        await inTransaction(deps, 'online', (write) =>
          deleteEntry(write, actorOf(request), request.params.entryId),
        );
        return reply.status(204).send();
      },
    );

    app.get(
      '/api/walks/:walkId/entries',
      {
        config: { access: SEE },
        schema: { tags: ['walks'], params: ZWalkParams, response: { 200: ZEntryList } },
      },
      async (request) => ({ entries: await walkEntries(deps, actorOf(request), request.params.walkId) }),
    );
  };
