import {
  LIMITS,
  ZWorkOrderAttachmentParams,
  ZWorkOrderAttachmentQuery,
  ZWorkOrderDetail,
  ZWorkOrderParams,
} from '@schooldog/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../core/deps.js';
import { inTransaction } from '../../core/write.js';
import { actorOf } from '../../http/access.js';
import { attachment as disposition } from '../../http/download.js';
import { WORK_ORDERS } from './access.js';
import { addAttachment, deleteAttachment, readAttachment, TooLarge } from './attachments.js';

const tags = ['workOrders'];

/**
 * A work order's attachments (packages/domain workOrders/attachments.ts): the upload's body is the
 * file's bytes, whatever its content type (judged by name and content in attachments.ts), read up
 * to the limit and refused past it with the domain's message.
 */
export const workOrderAttachmentRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, payload, done) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let finished = false;
      const finish = (error: Error | null, body?: Buffer) => {
        if (finished) return;
        finished = true;
        done(error, body);
      };
      payload.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > LIMITS.attachmentBytesMax) {
          payload.removeAllListeners('data');
          payload.resume();
          finish(TooLarge());
        } else chunks.push(chunk);
      });
      payload.on('end', () => finish(null, Buffer.concat(chunks)));
      payload.on('error', (error) => finish(error));
    });

    app.post(
      '/api/work-orders/:workOrderId/attachments',
      {
        config: { access: WORK_ORDERS },
        schema: {
          tags,
          params: ZWorkOrderParams,
          querystring: ZWorkOrderAttachmentQuery,
          response: { 201: ZWorkOrderDetail },
        },
      },
      async (request, reply) => {
        const workOrder = await inTransaction(deps, 'online', (write) =>
          addAttachment(
            write,
            actorOf(request),
            request.params.workOrderId,
            request.query.name,
            request.body,
          ),
        );
        return reply.status(201).send(workOrder);
      },
    );

    app.delete(
      '/api/work-orders/:workOrderId/attachments/:attachmentId',
      {
        config: { access: WORK_ORDERS },
        schema: { tags, params: ZWorkOrderAttachmentParams, response: { 200: ZWorkOrderDetail } },
      },
      async (request) =>
        inTransaction(deps, 'online', (write) =>
          deleteAttachment(write, actorOf(request), request.params.workOrderId, request.params.attachmentId),
        ),
    );

    app.get(
      '/api/files/tasks/:workOrderId/attachments/:attachmentId',
      { config: { access: WORK_ORDERS }, schema: { tags, params: ZWorkOrderAttachmentParams } },
      async (request, reply) => {
        const { workOrderId, attachmentId } = request.params;
        const file = await readAttachment(deps, actorOf(request), workOrderId, attachmentId);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', disposition(file.fileName))
          .header('cache-control', 'private, no-cache')
          .send(file.data);
      },
    );
  };
