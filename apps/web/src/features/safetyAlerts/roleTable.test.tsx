import { screen } from '@testing-library/react';
import {
  can,
  canOpenWorkOrders,
  canSendSafetyAlert,
  SAFETY_ALERTS_ACCESS,
  safetyAlertSchoolsManaged,
} from '@schooldog/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { visibleNavigation } from '../../app/navigation';
import { type RoleViewer, VIEWERS, viewerOf } from '../../test/roleViewers';
import { json, mockFetch } from '../../test/fetchMock';
import { renderPage } from '../../test/render';
import { entryFormSchema, entryFormValues } from '../entries/entryForm';
import { OBSERVATION_SETTINGS } from '../../test/entryFactories';
import { safetyAlertOfferOf, safetyAlertTabsOf } from './access';
import { AlertsButton } from './AlertsButton';

/*
 * The web side of the safety alerts' role table: for each role (its default permissions at
 * school1) and product staff, the menu item, the Alerts button, the all tab and the entry dialog's
 * alert follow the domain's rules (the ones the server enforces). Who sees what reached each
 * recipient of an alert is the server's answer alone (delivered: null), shown as it comes.
 */

afterEach(() => vi.unstubAllGlobals());

const hasMenuItem = (me: RoleViewer['me']) =>
  visibleNavigation(me)
    .flatMap((section) => section.items)
    .some((item) => item.id === 'safetyAlerts');

const alertOffered = (me: RoleViewer['me'], offers: (schoolId: string) => boolean) => {
  const schema = entryFormSchema(OBSERVATION_SETTINGS, { requiresSchool: false, offersSafetyAlert: offers });
  const form = {
    ...entryFormValues(OBSERVATION_SETTINGS, null, me.user.schoolId ?? 'school1'),
    observationCategoryId: 'facilities',
    observationItemId: 'window',
    observationType: 'concern' as const,
    shouldSendSafetyAlert: true,
    safetyAlertUserIds: ['person1'],
  };
  return schema.parse(form).safetyAlert !== null;
};

describe.each(VIEWERS)('safety alerts for %s, as the domain decides', (viewer) => {
  const { me, resolved } = viewerOf(viewer);
  const mayUse = can(resolved, SAFETY_ALERTS_ACCESS);
  const managed = safetyAlertSchoolsManaged(resolved);

  it('shows the menu item with send, receive or manage safety alerts, and the Alerts button with those or work orders', async () => {
    expect(hasMenuItem(me)).toBe(mayUse);
    const hasWorkOrders = canOpenWorkOrders(resolved);
    mockFetch({
      'GET /api/safety-alerts/unread': () => json(200, { count: 0 }),
      'GET /api/work-orders/assigned-open': () => json(200, { count: 0 }),
    });
    renderPage(<AlertsButton me={me} />);
    if (mayUse || hasWorkOrders) {
      const button = await screen.findByRole('link', { name: 'Alerts' });
      expect(button.getAttribute('href')?.startsWith(mayUse ? '/safetyAlerts' : '/tasks?')).toBe(true);
    } else expect(screen.queryByRole('link', { name: 'Alerts' })).toBeNull();
  });

  it('offers the all tab exactly to those who manage alerts somewhere', () => {
    expect(safetyAlertTabsOf(me).includes('all')).toBe(managed === 'all' || managed.length > 0);
  });

  it('offers and sends an entry’s alert exactly where canSendSafetyAlert allows', () => {
    const offers = safetyAlertOfferOf(me);
    for (const schoolId of ['school1', 'school2'])
      expect(offers(schoolId)).toBe(canSendSafetyAlert(resolved, schoolId));
    expect(alertOffered(me, offers)).toBe(canSendSafetyAlert(resolved, 'school1'));
  });
});
