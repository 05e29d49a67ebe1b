import {
  canChooseActiveRubrics,
  canCreateRubric,
  canManageRubric,
  newId,
  REFUSALS,
  RUBRIC_LIMITS,
  type TRubric,
  type TRubricInput,
  ZRubricInput,
} from '@schooldog/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.js';
import type { WriteDeps } from '../../core/write.js';
import type { Db, Tx } from '../../db/client.js';
import type { Actor } from '../../http/access.js';
import { Forbidden, NotFound } from '../../http/errors.js';
import { presentRubric, type RubricRow } from './presenter.js';
import { rubrics } from './tables.js';

/*
 * Rubric templates (spec 000 §2 "Rubrics page", §3 "Rubric"): district-wide, soft-deleted. Whether
 * a template is offered lives in the organization settings (activeRubricIds), not on the row.
 */

type ReadDeps = Pick<AppDeps, 'db' | 'settings'>;

const viewerOf = (actor: Actor) => ({ userId: actor.user.id, permissions: actor.permissions });

/** A template that is not deleted, or undefined. Other features (assessments) copy from it. */
export async function readRubric(db: Db | Tx, id: string): Promise<RubricRow | undefined> {
  const [row] = await db
    .select()
    .from(rubrics)
    .where(and(eq(rubrics.id, id), eq(rubrics.isDeleted, false)));
  return row;
}

async function activeIds(deps: Pick<AppDeps, 'settings'>): Promise<string[]> {
  return (await deps.settings.get('organization')).activeRubricIds;
}

async function loadRubric(db: Db | Tx, id: string): Promise<RubricRow> {
  const row = await readRubric(db, id);
  if (!row) throw NotFound(REFUSALS.rubricNotFound);
  return row;
}

/** GET /api/rubrics: the templates not deleted, by name; `offered`: only enabled and active ones. */
export async function listRubrics(deps: ReadDeps, offered: boolean): Promise<TRubric[]> {
  const rows = await deps.db
    .select()
    .from(rubrics)
    .where(eq(rubrics.isDeleted, false))
    .orderBy(asc(rubrics.name), asc(rubrics.id));
  const active = await activeIds(deps);
  const list = rows.map((row) => presentRubric(row, active));
  return offered ? list.filter((rubric) => rubric.enabled && rubric.active) : list;
}

/** GET /api/rubrics/:rubricId. */
export async function getRubric(deps: ReadDeps, rubricId: string): Promise<TRubric> {
  return presentRubric(await loadRubric(deps.db, rubricId), await activeIds(deps));
}

/**
 * Offers a template to the district or withdraws it (organization activeRubricIds). Changing it
 * needs manage rubrics; asking for what already holds needs nothing.
 */
async function setActive(deps: WriteDeps, actor: Actor, rubricId: string, active: boolean) {
  const current = await activeIds(deps);
  if (current.includes(rubricId) === active) return current;
  if (!canChooseActiveRubrics(viewerOf(actor))) throw Forbidden(REFUSALS.mayNotChooseActiveRubrics);
  const next = active ? [...current, rubricId] : current.filter((id) => id !== rubricId);
  return (await deps.settings.update('organization', { activeRubricIds: next }, actor.user.id))
    .activeRubricIds;
}

/** The stored columns of a template's editable part. */
function columnsOf(input: TRubricInput) {
  const rubric = ZRubricInput.parse(input);
  return {
    rubric,
    columns: {
      name: rubric.name,
      enabled: rubric.enabled,
      showScores: rubric.showScores,
      sections: rubric.sections,
      useScoreThresholds: rubric.useScoreThresholds,
      scoreThresholds: rubric.scoreThresholds,
      disclaimer: rubric.disclaimer,
    },
  };
}

/** POST /api/rubrics: a new template by one who may create rubrics. */
export async function createRubric(deps: WriteDeps, actor: Actor, input: TRubricInput): Promise<TRubric> {
  if (!canCreateRubric(viewerOf(actor))) throw Forbidden();
  const { rubric, columns } = columnsOf(input);
  const id = newId();
  // The choice is checked before anything is written.
  if (rubric.active && !canChooseActiveRubrics(viewerOf(actor)))
    throw Forbidden(REFUSALS.mayNotChooseActiveRubrics);
  const [row] = await deps.db
    .insert(rubrics)
    .values({ id, ...columns, createdByUserId: actor.user.id })
    .returning();
  if (!row) throw new Error('rubric insert returned nothing');
  return presentRubric(row, await setActive(deps, actor, id, rubric.active));
}

async function loadManageable(deps: WriteDeps, actor: Actor, rubricId: string) {
  const row = await loadRubric(deps.db, rubricId);
  if (!canManageRubric(viewerOf(actor), row)) throw Forbidden(REFUSALS.mayNotManageRubric);
  return row;
}

/**
 * PUT /api/rubrics/:rubricId: replaces the template's editable part. Assessments already begun
 * keep their own copy of the sections, so nothing else changes.
 */
export async function updateRubric(
  deps: WriteDeps,
  actor: Actor,
  rubricId: string,
  input: TRubricInput,
): Promise<TRubric> {
  await loadManageable(deps, actor, rubricId);
  const { rubric, columns } = columnsOf(input);
  const active = await setActive(deps, actor, rubricId, rubric.active);
  const [row] = await deps.db
    .update(rubrics)
    .set({ ...columns, updatedByUserId: actor.user.id })
    .where(eq(rubrics.id, rubricId))
    .returning();
  if (!row) throw NotFound(REFUSALS.rubricNotFound);
  return presentRubric(row, active);
}

/** "Copy of <name>", within the name's limit. */
export function copyName(name: string): string {
  return `Copy of ${name}`.slice(0, RUBRIC_LIMITS.nameMax).trim();
}

/**
 * POST /api/rubrics/:rubricId/duplicate: the duplicator's own copy ("Copy of <name>"), with the
 * same sections (their ids are ids within a template), not offered until someone chooses it.
 */
export async function duplicateRubric(deps: WriteDeps, actor: Actor, rubricId: string): Promise<TRubric> {
  if (!canCreateRubric(viewerOf(actor))) throw Forbidden();
  const source = await loadManageable(deps, actor, rubricId);
  const [row] = await deps.db
    .insert(rubrics)
    .values({
      id: newId(),
      name: copyName(source.name),
      enabled: source.enabled,
      showScores: source.showScores,
      sections: source.sections,
      useScoreThresholds: source.useScoreThresholds,
      scoreThresholds: source.scoreThresholds,
      disclaimer: source.disclaimer,
      createdByUserId: actor.user.id,
    })
    .returning();
  if (!row) throw new Error('rubric insert returned nothing');
  return presentRubric(row, await activeIds(deps));
}

/** DELETE /api/rubrics/:rubricId: soft; it leaves the active templates too. */
export async function deleteRubric(deps: WriteDeps, actor: Actor, rubricId: string): Promise<void> {
  await loadManageable(deps, actor, rubricId);
  await deps.db
    .update(rubrics)
    .set({
      isDeleted: true,
      timeDeleted: deps.clock(),
      deletedByUserId: actor.user.id,
      updatedByUserId: actor.user.id,
    })
    .where(eq(rubrics.id, rubricId));
  const current = await activeIds(deps);
  if (current.includes(rubricId)) {
    await deps.settings.update(
      'organization',
      { activeRubricIds: current.filter((id) => id !== rubricId) },
      actor.user.id,
    );
  }
}
