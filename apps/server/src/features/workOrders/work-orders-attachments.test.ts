import { LIMITS, type TWorkOrderDetail, WORK_ORDER_MESSAGES as M } from '@schooldog/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { type As, type Person, requestsAs } from '../../test/kit.js';
import { castOf } from '../../test/role-cast.js';
import { workOrderAttachments } from './tables.js';
import { setTasksSettings, WORK_ORDER_CAST, type WorkOrderPeople, workOrderCalls } from './test-helpers.js';

/*
 * A work order's attachments (spec 001 §3 attachmentsHistory, §4, §5): the spec's types only,
 * checked by name and content, at most LIMITS.attachmentBytesMax; added by whoever may edit the
 * work order; deleted softly (kept, marked with who deleted it); downloaded by whoever sees it.
 */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const DOCX = Buffer.from([0x50, 0x4b, 0x03, 0x04, 20, 0, 6, 0]);
const TEXT = Buffer.from('Room,Item\n12,Faucet\n');

describeEachDatabase('work orders: attachments', (kind) => {
  let t: TestApp;
  let as: As;
  let p: WorkOrderPeople;
  let schoolA: string;
  const { create, detail } = workOrderCalls(() => as);

  beforeAll(async () => {
    t = await createTestApp(kind);
    as = requestsAs(t);
    ({ schoolA, people: p } = await castOf(t, WORK_ORDER_CAST));
  });
  beforeEach(() => setTasksSettings(t));
  afterAll(() => t.close());

  const upload = (
    who: Person,
    workOrderId: string,
    name: string | null,
    body: Buffer,
    type = 'application/octet-stream',
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/work-orders/${workOrderId}/attachments${name === null ? '' : `?name=${encodeURIComponent(name)}`}`,
      headers: { cookie: who.cookie, 'content-type': type },
      payload: body,
    });
  const attached = async (who: Person, workOrderId: string, name: string, body: Buffer) => {
    const response = await upload(who, workOrderId, name, body);
    expect(response.statusCode, response.body).toBe(201);
    const workOrder = response.json<TWorkOrderDetail>();
    const file = workOrder.attachments.at(-1);
    if (!file) throw new Error('no attachment');
    return { workOrder, file };
  };
  const download = (who: Person, filePath: string) =>
    t.app.inject({ method: 'GET', url: `/api/files/${filePath}`, headers: { cookie: who.cookie } });

  it('adds a file of the spec’s types to the work order’s attachments, stored at tasks/{id}/attachments', async () => {
    const made = await create(p.proposer, schoolA);
    const { workOrder, file } = await attached(p.proposer, made.id, 'Quote from vendor.pdf', PDF);
    expect(file).toMatchObject({
      fileName: 'Quote from vendor.pdf',
      byUser: expect.objectContaining({ id: p.proposer.id }),
      isDeleted: false,
      deletedBy: null,
    });
    expect(file.filePath).toBe(`tasks/${made.id}/attachments/${file.id}`);
    expect(workOrder.attachments).toHaveLength(1);
    for (const [name, body] of [
      ['diagram.PNG', PNG],
      ['Scope.docx', DOCX],
      ['rooms.csv', TEXT],
      ['notes.txt', TEXT],
    ] as const)
      await attached(p.manager, made.id, name, body);
    expect((await detail(p.proposer, made.id)).attachments.map((one) => one.fileName)).toEqual([
      'Quote from vendor.pdf',
      'diagram.PNG',
      'Scope.docx',
      'rooms.csv',
      'notes.txt',
    ]);
  });

  describe('refusals', () => {
    it('a type the spec does not list, or content that is not what its name says', async () => {
      const made = await create(p.proposer, schoolA);
      const exe = await upload(p.proposer, made.id, 'setup.exe', Buffer.from('MZ'));
      expect(exe.statusCode).toBe(400);
      expect(exe.json().error.fields).toEqual({ name: M.workOrderAttachmentType });
      const renamed = await upload(p.proposer, made.id, 'invoice.pdf', Buffer.from('MZ\x90\x00program'));
      expect(renamed.statusCode).toBe(415);
      expect(renamed.json().error.message).toBe(M.workOrderAttachmentType);
      const binaryText = await upload(p.proposer, made.id, 'list.txt', Buffer.from([0x41, 0, 0x42]));
      expect(binaryText.statusCode).toBe(415);
      expect((await detail(p.proposer, made.id)).attachments).toEqual([]);
    });

    it('a name and a file are needed', async () => {
      const made = await create(p.proposer, schoolA);
      const unnamed = await upload(p.proposer, made.id, null, PDF);
      expect(unnamed.statusCode).toBe(400);
      expect(unnamed.json().error.fields).toEqual({ name: M.workOrderAttachmentNameRequired });
      const empty = await upload(p.proposer, made.id, 'empty.pdf', Buffer.alloc(0));
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.fields).toEqual({ file: M.workOrderAttachmentFileRequired });
    });

    it(`a file over ${LIMITS.attachmentBytesMax} bytes, with the limit’s message; one at the limit is taken`, async () => {
      const made = await create(p.proposer, schoolA);
      const tooLarge = await upload(
        p.proposer,
        made.id,
        'big.txt',
        Buffer.alloc(LIMITS.attachmentBytesMax + 1, 0x61),
      );
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json().error.message).toBe(M.workOrderAttachmentTooLarge);
      await attached(p.proposer, made.id, 'big.txt', Buffer.alloc(LIMITS.attachmentBytesMax, 0x61));
    });

    it('adding is for whoever may edit the work order; others are refused with the rule’s message', async () => {
      const made = await create(p.proposer, schoolA);
      const staff = await upload(p.custodian, made.id, 'photo.png', PNG);
      expect(staff.statusCode).toBe(403);
      expect(staff.json().error.message).toBe(M.workOrderMayNotAttach);
      // Who cannot see it is told it does not exist; who has no work orders at all, forbidden.
      expect((await upload(p.custodianB, made.id, 'photo.png', PNG)).statusCode).toBe(404);
      expect((await upload(p.educator, made.id, 'photo.png', PNG)).statusCode).toBe(403);
    });
  });

  it('deleting marks it deleted by whom, keeps it in the history, and stops its download; again is a no-op', async () => {
    const made = await create(p.proposer, schoolA);
    const { file } = await attached(p.proposer, made.id, 'Quote.pdf', PDF);
    const url = `/api/work-orders/${made.id}/attachments/${file.id}`;
    const refused = await as(p.custodian).delete(url);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(M.workOrderMayNotDeleteAttachment);
    const deleted = await as(p.manager).delete(url);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json<TWorkOrderDetail>().attachments).toEqual([
      expect.objectContaining({
        id: file.id,
        isDeleted: true,
        deletedBy: expect.objectContaining({ id: p.manager.id }),
      }),
    ]);
    const [row] = await t.database.db
      .select()
      .from(workOrderAttachments)
      .where(eq(workOrderAttachments.id, file.id));
    expect(row).toMatchObject({ isDeleted: true, deletedByUserId: p.manager.id });
    expect((await download(p.proposer, file.filePath)).statusCode).toBe(404);
    const again = await as(p.proposer).delete(url);
    expect(again.statusCode).toBe(200);
    expect(again.json<TWorkOrderDetail>().attachments[0]?.deletedBy?.id).toBe(p.manager.id);
    expect(
      (await as(p.manager).delete(`/api/work-orders/${made.id}/attachments/${made.id}`)).statusCode,
    ).toBe(404);
  });

  it('the one who added it may delete it even when they may no longer edit the work order', async () => {
    const made = await create(p.proposer, schoolA, { assignedUserIds: [p.custodian.id] });
    const { file } = await attached(p.proposer, made.id, 'plan.pdf', PDF);
    await as(p.manager).post(`/api/work-orders/${made.id}/status`, { status: 'complete' });
    expect((await upload(p.proposer, made.id, 'late.pdf', PDF)).statusCode).toBe(403);
    const deleted = await as(p.proposer).delete(`/api/work-orders/${made.id}/attachments/${file.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
  });

  it('downloads for whoever sees the work order, as its name and type; refused to anyone else', async () => {
    const made = await create(p.proposer, schoolA, { assignedUserIds: [p.custodian.id] });
    const { file } = await attached(p.proposer, made.id, 'Quote “final”.pdf', PDF);
    for (const who of [p.proposer, p.manager, p.custodian]) {
      const response = await download(who, file.filePath);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain(
        "filename*=UTF-8''Quote%20%E2%80%9Cfinal%E2%80%9D.pdf",
      );
      expect(response.rawPayload.equals(PDF)).toBe(true);
    }
    // Staff at another school and a principal who sees only their own do not see it: not found.
    expect((await download(p.custodianB, file.filePath)).statusCode).toBe(404);
    expect((await download(p.principal, file.filePath)).statusCode).toBe(404);
    // No work orders at all: the route itself is forbidden.
    expect((await download(p.educator, file.filePath)).statusCode).toBe(403);
    const text = await attached(p.proposer, made.id, 'rooms.csv', TEXT);
    const csv = await download(p.custodian, text.file.filePath);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
  });
});
