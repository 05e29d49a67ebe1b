import { LIMITS, ZPictureParams, ZTaskPictureParams, ZUploadedPicture } from '@schooldog/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../core/deps.js';
import { inTransaction } from '../../core/write.js';
import { actorOf } from '../../http/access.js';
import { cleanPicture } from './images.js';
import { readPicture, savePicture } from './service.js';
import { readTaskPicture, saveTaskPicture } from './taskPictures.js';

/**
 * Pictures of entries at observations/{entryId}/{uid} (see service.ts) and of work orders at
 * tasks/{userId}/{uid} (taskPictures.ts).
 */
export const fileRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Every body is read as bytes and judged by its content (cleanPicture), so a PNG or a text body
    // answers 415 with the accepted types rather than a bare 'Unsupported Media Type' or a 404.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: LIMITS.imageBytesMax },
      (_request, body, done) => done(null, body),
    );

    app.put(
      '/api/files/observations/:entryId/:uid',
      {
        config: { access: { permission: 'log entries' } },
        schema: { tags: ['files'], params: ZPictureParams, response: { 201: ZUploadedPicture } },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        // Checked and re-encoded before the transaction: the database waits for no image work.
        const picture = await cleanPicture(request.body);
        const saved = await inTransaction(deps, 'online', (write) =>
          savePicture(write, actor, request.params, picture),
        );
        return reply.status(201).send(saved);
      },
    );

    app.get(
      '/api/files/observations/:entryId/:uid',
      { config: { access: 'signedIn' }, schema: { tags: ['files'], params: ZPictureParams } },
      async (request, reply) => {
        const picture = await readPicture(deps, actorOf(request), request.params);
        return reply
          .header('content-type', picture.contentType)
          .header('cache-control', 'private, max-age=31536000, immutable')
          .send(picture.data);
      },
    );

    app.put(
      '/api/files/tasks/:userId/:uid',
      {
        config: { access: { permission: 'propose tasks' } },
        schema: { tags: ['files'], params: ZTaskPictureParams, response: { 201: ZUploadedPicture } },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const picture = await cleanPicture(request.body);
        const saved = await inTransaction(deps, 'online', (write) =>
          saveTaskPicture(write, actor, request.params, picture),
        );
        return reply.status(201).send(saved);
      },
    );

    app.get(
      '/api/files/tasks/:userId/:uid',
      { config: { access: 'signedIn' }, schema: { tags: ['files'], params: ZTaskPictureParams } },
      async (request, reply) => {
        const picture = await readTaskPicture(deps, actorOf(request), request.params);
        return reply
          .header('content-type', picture.contentType)
          .header('cache-control', 'private, max-age=31536000, immutable')
          .send(picture.data);
      },
    );
  };
