import { describe, expect, it } from 'vitest';
import { resolvePermissions } from '../permissions/resolve.js';
import { atSchools, buildSubject, everywhere, WORK_ORDERS_ON } from '../permissions/test-factories.js';
import { canDownloadWalkReports, entryDownloadScope } from './downloads.js';

const withDownloads = (grant: ReturnType<typeof atSchools> | null) =>
  resolvePermissions(
    buildSubject({
      roleSchoolIds: ['s1', 's2'],
      permissions: {
        'view entries': atSchools('s1', 's2'),
        ...(grant ? { 'download entry reports': grant } : {}),
      },
    }),
    WORK_ORDERS_ON,
  );

describe('reports card and download buttons need download entry reports (spec 000 §6)', () => {
  it.each<[string, ReturnType<typeof atSchools> | null, string[], boolean, 'all' | string[]]>([
    ['without it, nothing may be downloaded', null, [], false, []],
    ['without it, not at a selected school either', null, ['s1'], false, []],
    ['with it at one school, the downloads hold that school', atSchools('s1'), [], true, ['s1']],
    ['with it at the selected school', atSchools('s1'), ['s1'], true, ['s1']],
    ['not when one selected school lacks it', atSchools('s1'), ['s1', 's2'], false, ['s1']],
    ['everywhere, at any school', everywhere(), ['s1', 's9'], true, 'all'],
  ])('the explorer: %s', (_name, grant, selected, mayDownload, schools) => {
    expect(entryDownloadScope(withDownloads(grant), selected)).toEqual({ mayDownload, schools });
  });

  it("a walk's CSV and reports: at the walk's school", () => {
    expect(canDownloadWalkReports(withDownloads(atSchools('s1')), { schoolId: 's1' })).toBe(true);
    expect(canDownloadWalkReports(withDownloads(atSchools('s1')), { schoolId: 's2' })).toBe(false);
    expect(canDownloadWalkReports(withDownloads(null), { schoolId: 's1' })).toBe(false);
  });
});
