import { screen } from '@testing-library/react';
import { canUseDrills } from '@schooldog/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { visibleActions } from '../../app/actionMenu';
import { visibleNavigation } from '../../app/navigation';
import { type Viewer, VIEWERS, viewerOf } from '../../test/roleViewers';
import { renderDrills } from './testKit';

/*
 * The web side of the drills' role table (drills-access.test.ts on the server): for each role (its
 * default permissions at school1) and product staff, the Drills menu item, the Record Drill action
 * (floating menu and dashboard Action Panel) and the pages show exactly for those who record drills
 * at any school, the rule of every /api/drills route.
 */

afterEach(() => vi.unstubAllGlobals());

const viewer = (who: Viewer) => viewerOf(who, { schools: [{ id: 'school1', name: 'School 1' }] });

describe.each(VIEWERS)('Drills for %s, as the domain decides', (who) => {
  it('shows the menu item (offline too) and the Record Drill action exactly to those who record drills', () => {
    const { me, resolved } = viewer(who);
    const item = visibleNavigation(me)
      .flatMap((section) => section.items)
      .find((candidate) => candidate.id === 'drills');
    expect(item !== undefined).toBe(canUseDrills(resolved));
    if (item) expect(item.worksOffline).toBe(true);
    const action = visibleActions(me).find((candidate) => candidate.id === 'recordDrill');
    expect(action !== undefined).toBe(canUseDrills(resolved));
    if (action) expect(action).toMatchObject({ path: '/drills/record', worksOffline: true });
  });

  it('opens the pages exactly for them', async () => {
    const { me, resolved } = viewer(who);
    renderDrills('/drills', {}, me);
    if (canUseDrills(resolved)) expect(await screen.findByRole('heading', { name: 'Drills' })).toBeTruthy();
    else expect(await screen.findByRole('heading', { name: 'Where they start' })).toBeTruthy();
  });
});

it('principals, educators and the safety coordinator record drills; custodial staff and the non-safety coordinator do not', () => {
  for (const who of ['principal', 'educator', 'district_safety_coordinator', 'staff'] as const)
    expect(canUseDrills(viewer(who).resolved), who).toBe(true);
  for (const who of ['custodial', 'district_nonsafety_coordinator', 'work_order_submitter'] as const)
    expect(canUseDrills(viewer(who).resolved), who).toBe(false);
});
