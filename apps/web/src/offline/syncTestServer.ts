import type { TSyncPushRequest, TSyncResult } from '@schooldog/domain';
import { vi } from 'vitest';
import { buildEntry } from '../test/entryFactories';

/*
 * A fake POST /api/sync/push for the sync loop's tests, following the protocol of
 * packages/domain/src/sync/schemas.ts: it applies each mutation once per (client, seq) and
 * answers a replay of an applied one as applied with no record.
 */

export type PushFault = 'unavailable' | 'network' | 'unauthorized' | 'lostAnswer' | 'clientTaken';

export interface FakeSyncServer {
  /** Every mutation the server applied, in the order it applied them (seq, name, entity id). */
  applied: { seq: number; name: string; id: string }[];
  /** Every push as sent. */
  pushes: TSyncPushRequest[];
  /** Seqs the server refuses, with field errors. */
  refuse: Set<number>;
  /** What the next pushes fail with, in order (then they succeed). */
  faults: PushFault[];
  /** Storage paths the server has (HEAD 200); PUT adds to it. */
  files: Set<string>;
  /** Whether HEAD /api/files answers at all. */
  isFilesDown: boolean;
  /** Entries applied before their pictures had been uploaded (must stay empty). */
  entriesWithoutPictures: string[];
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function idOf(args: unknown): string {
  return typeof args === 'object' && args !== null && 'id' in args ? String(args.id) : '';
}

export function installFakeSyncServer(): FakeSyncServer {
  const server: FakeSyncServer = {
    applied: [],
    pushes: [],
    refuse: new Set(),
    faults: [],
    files: new Set(),
    isFilesDown: false,
    entriesWithoutPictures: [],
  };
  const lastApplied = new Map<string, number>();

  const handlePush = (request: TSyncPushRequest): Response => {
    server.pushes.push(request);
    const fault = server.faults.shift();
    if (fault === 'network') throw new TypeError('Failed to fetch');
    if (fault === 'unavailable') {
      return json(503, { error: { code: 'sync_unavailable', message: 'Try again later.' } });
    }
    if (fault === 'unauthorized') return json(401, { error: { code: 'UNAUTHORIZED', message: 'Sign in.' } });
    if (fault === 'clientTaken') {
      return json(409, { error: { code: 'sync_client_taken', message: 'Registered to another user.' } });
    }
    const results: TSyncResult[] = request.mutations.map((mutation) => {
      const last = lastApplied.get(request.clientId) ?? 0;
      if (mutation.seq <= last) return { seq: mutation.seq, status: 'applied', record: null };
      lastApplied.set(request.clientId, mutation.seq);
      if (server.refuse.has(mutation.seq)) {
        return {
          seq: mutation.seq,
          status: 'refused',
          error: {
            status: 400,
            code: 'VALIDATION',
            message: 'Error saving entry. Please try again later.',
            fields: { quantity: 'This must be a whole number' },
          },
        };
      }
      const id = idOf(mutation.args);
      const { imagePaths } = mutation.args as { imagePaths?: string[] };
      if (imagePaths?.some((path) => !server.files.has(path))) server.entriesWithoutPictures.push(id);
      server.applied.push({ seq: mutation.seq, name: mutation.name, id });
      if (mutation.name === 'entry.create') {
        return { seq: mutation.seq, status: 'applied', record: { kind: 'entry', entry: buildEntry({ id }) } };
      }
      if (mutation.name === 'entry.delete') {
        return { seq: mutation.seq, status: 'applied', record: { kind: 'deleted', entity: 'entry', id } };
      }
      return { seq: mutation.seq, status: 'applied', record: null };
    });
    // Applied on the server, but the answer never arrives: the device must replay without harm.
    if (fault === 'lostAnswer') throw new TypeError('Failed to fetch');
    return json(200, { lastAppliedSeq: lastApplied.get(request.clientId) ?? 0, results });
  };

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost:3000');
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method === 'POST' && url.pathname === '/api/sync/push') {
      return handlePush(JSON.parse(String(init?.body)) as TSyncPushRequest);
    }
    if (url.pathname.startsWith('/api/files/')) {
      const path = url.pathname.slice('/api/files/'.length).split('/').map(decodeURIComponent).join('/');
      if (method === 'HEAD') {
        if (server.isFilesDown) throw new TypeError('Failed to fetch');
        return new Response(null, { status: server.files.has(path) ? 200 : 404 });
      }
      if (method === 'PUT') {
        server.files.add(path);
        return json(201, { path });
      }
    }
    throw new Error(`Unexpected fetch: ${method} ${url.pathname}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return server;
}
