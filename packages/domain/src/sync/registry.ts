import { DRILL_SYNC } from '../drills/mutations.js';
import { ASSESSMENT_SYNC } from '../assessments/mutations.js';
import { ENTRY_SYNC } from '../entries/mutations.js';
import { WALK_SYNC } from '../walks/mutations.js';
import { WORK_ORDER_SYNC } from '../workOrders/mutations.js';

/**
 * The features that write offline, one line each: their mutations make up the push protocol
 * (sync/schemas.ts). The server applies each by name (apps/server features' mutations) and the
 * web declares how each shows and lays over its screens (apps/web/src/features/registry.ts).
 */
export const SYNC_FEATURES = [ENTRY_SYNC, WALK_SYNC, ASSESSMENT_SYNC, WORK_ORDER_SYNC, DRILL_SYNC] as const;
