import { canManageEntry, canSeeEntry, LIMITS } from '@schooldog/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../core/deps.js';
import type { Actor } from '../../http/access.js';
import { actorOf } from '../../http/access.js';
import { Conflict, DomainError, Forbidden, NotFound } from '../../http/errors.js';
import { observations } from '../entries/tables.js';
import { cleanPicture, UNSUPPORTED_PICTURE } from './images.js';
import { storedFiles } from './tables.js';

const ZParams = z.object({
  entryId: z.string().regex(/^[A-Za-z0-9]{20}$/, { message: 'Not a valid id' }),
  uid: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { message: 'Not a valid file name' }),
});

/**
 * Pictures of entries at observations/{entryId}/{uid}. The client picks the key (so an upload
 * queued offline is retried to the same place); the server checks and re-encodes the content.
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

    const entryOf = async (entryId: string) =>
      (await deps.db.select().from(observations).where(eq(observations.id, entryId)))[0];
    const fileOf = async (path: string) =>
      (await deps.db.select().from(storedFiles).where(eq(storedFiles.path, path)))[0];

    /** Readable by whoever may see the entry, or by the uploader before the entry exists. */
    const assertMayRead = async (actor: Actor, entryId: string, path: string) => {
      const [entry, file] = await Promise.all([entryOf(entryId), fileOf(path)]);
      if (!file) throw NotFound('Picture not found');
      const mayRead = entry
        ? !entry.isDeleted && canSeeEntry(actor.permissions, actor.user.id, entry)
        : file.uploadedByUserId === actor.user.id;
      if (!mayRead) throw NotFound('Picture not found');
      return file;
    };

    app.put(
      '/api/files/observations/:entryId/:uid',
      { config: { access: { permission: 'log entries' } }, schema: { tags: ['files'], params: ZParams } },
      async (request, reply) => {
        const actor = actorOf(request);
        const { entryId, uid } = request.params;
        const path = `observations/${entryId}/${uid}`;
        const entry = await entryOf(entryId);
        if (entry && !canManageEntry(actor.permissions, actor.user.id, entry))
          throw Forbidden('You may not add pictures to this entry.');
        const existing = await fileOf(path);
        if (existing && existing.uploadedByUserId !== actor.user.id)
          throw Conflict('Another picture already has this name.');
        if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
          throw new DomainError(415, 'unsupported_media_type', UNSUPPORTED_PICTURE);
        }
        const picture = await cleanPicture(request.body);
        await deps.storage.put(path, picture.data);
        await deps.db
          .insert(storedFiles)
          .values({
            path,
            ownerKind: 'observation',
            ownerId: entryId,
            contentType: picture.contentType,
            size: picture.data.length,
            uploadedByUserId: actor.user.id,
          })
          .onConflictDoUpdate({
            target: storedFiles.path,
            set: { contentType: picture.contentType, size: picture.data.length, timeUpdated: new Date() },
          });
        return reply.status(201).send({ path });
      },
    );

    app.get(
      '/api/files/observations/:entryId/:uid',
      { config: { access: 'signedIn' }, schema: { tags: ['files'], params: ZParams } },
      async (request, reply) => {
        const { entryId, uid } = request.params;
        const path = `observations/${entryId}/${uid}`;
        const file = await assertMayRead(actorOf(request), entryId, path);
        const data = await deps.storage.get(path);
        if (!data) throw NotFound('Picture not found');
        return reply
          .header('content-type', file.contentType)
          .header('cache-control', 'private, max-age=31536000, immutable')
          .send(data);
      },
    );
  };
