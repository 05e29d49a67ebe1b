import type { TDrill, TDrillsPage } from '@schooldog/domain';
import type { ZDrillRequest } from '@schooldog/domain';
import { indexOnce, type OverlayContext, type PendingChange } from '../../offline/pendingChanges';

/*
 * The drills' overlays (offline/overlay.ts; issue 28 point 2): a drill recorded or updated on this
 * device shows on its page and at the top of the table's first page until the server's copy
 * replaces it after the push. Its school's name is the page's to find (schoolName is '' here).
 */

interface DrillChanges {
  /** Each drill's queued fields, last change last: its record, then its updates. */
  byId: Map<string, { isRecord: boolean; fields: ReturnType<typeof ZDrillRequest.parse>; queuedAt: string }>;
}

const DRILL_INDEX = {};

function drillChangesOf(changes: readonly PendingChange[]): DrillChanges {
  return indexOnce(changes, DRILL_INDEX, () => {
    const byId: DrillChanges['byId'] = new Map();
    for (const change of changes) {
      if (change.name === 'drill.record') {
        const { id, ...fields } = change.args;
        byId.set(id, { isRecord: true, fields, queuedAt: change.queuedAt });
      } else if (change.name === 'drill.update') {
        const known = byId.get(change.args.id);
        byId.set(change.args.id, {
          isRecord: known?.isRecord ?? false,
          fields: change.args.changes,
          queuedAt: known?.queuedAt ?? change.queuedAt,
        });
      }
    }
    return { byId };
  });
}

/** A drill with queued fields on top; one recorded here is built from its record. */
function applied(drill: TDrill | undefined, id: string, overlay: OverlayContext): TDrill | undefined {
  const queued = drillChangesOf(overlay.changes).byId.get(id);
  if (!queued) return drill;
  const { user } = overlay;
  const base: TDrill = drill ?? {
    id,
    schoolName: '',
    recordedByUserId: user.id,
    recordedBy: { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() },
    timeCreated: new Date(queued.queuedAt).toISOString(),
    timeUpdated: new Date(queued.queuedAt).toISOString(),
    ...queued.fields,
  };
  const schoolName = base.schoolId === queued.fields.schoolId ? base.schoolName : '';
  return { ...base, ...queued.fields, schoolName };
}

export function overlayDrill(drill: TDrill | undefined, id: string, overlay: OverlayContext) {
  return applied(drill, id, overlay);
}

/** Ids of the drills recorded on this device and not yet synced. */
export function pendingDrillIds(overlay: Pick<OverlayContext, 'changes'> | null): ReadonlySet<string> {
  if (!overlay) return new Set();
  return new Set(drillChangesOf(overlay.changes).byId.keys());
}

/** The table's page with the queued changes; drills recorded here lead the first page. */
export function overlayDrillsPage(
  page: TDrillsPage | undefined,
  search: string,
  overlay: OverlayContext,
): TDrillsPage | undefined {
  const { byId } = drillChangesOf(overlay.changes);
  if (byId.size === 0) return page;
  const isFirstPage = (new URLSearchParams(search).get('page') ?? '1') === '1';
  const listed = (page?.drills ?? []).map((drill) => applied(drill, drill.id, overlay) ?? drill);
  const listedIds = new Set(listed.map((drill) => drill.id));
  const made = isFirstPage
    ? [...byId.entries()]
        .filter(([id, queued]) => queued.isRecord && !listedIds.has(id))
        .map(([id]) => applied(undefined, id, overlay))
        .filter((drill): drill is TDrill => drill !== undefined)
    : [];
  return {
    drills: [...made, ...listed],
    total: (page?.total ?? 0) + made.length,
    page: page?.page ?? 1,
    pageSize: page?.pageSize ?? 50,
  };
}
