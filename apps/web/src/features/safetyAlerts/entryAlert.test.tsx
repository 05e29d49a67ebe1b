import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setManualOffline } from '../../offline/connectivity';
import { listMutations } from '../../offline/outbox';
import { whenSyncSettled } from '../../offline/syncLoop';
import { answerPushes, resetOfflineStores } from '../../offline/testkit';
import { buildEntry, OBSERVATION_SETTINGS } from '../../test/entryFactories';
import { buildMe, buildSchools, grant, grantAt, type MeOverrides } from '../../test/factories';
import { json, mockFetch } from '../../test/fetchMock';
import { createTestQueryClient, renderRoutes, renderSignedIn } from '../../test/render';
import { CurrentUserProvider } from '../auth/currentUser';
import { EntryCard } from '../entries/EntryCard';
import { EntryDialog, type EntryDialogProps } from '../entries/EntryDialog';
import { observationSettingsQuery } from '../observation-settings/queries';
import { safetyAlertKeys } from './keys';

beforeEach(async () => {
  await resetOfflineStores();
});
afterEach(async () => {
  await whenSyncSettled();
  setManualOffline(false);
  vi.unstubAllGlobals();
});

const PEOPLE = ['Ana Diaz', 'Ben Ford', 'Cal Gray', 'Dee Hill', 'Eve Ives', 'Fay Jones'].map(
  (name, index) => {
    const [firstName = '', lastName = ''] = name.split(' ');
    return { id: `person${index + 1}`, firstName, lastName, role: 'sro', friendlyRole: 'SRO' };
  },
);

const locations = () => json(200, { locations: [] });
const recipients = () => json(200, { users: PEOPLE });

function DialogHost(props: EntryDialogProps) {
  const [isOpen, setOpen] = useState(true);
  if (!isOpen) return null;
  return <EntryDialog {...props} onClose={() => setOpen(false)} />;
}

function renderDialog(meOverrides: MeOverrides, props: Partial<EntryDialogProps> = {}) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(observationSettingsQuery.queryKey, OBSERVATION_SETTINGS);
  return renderRoutes({
    at: '/',
    queryClient,
    routes: [
      {
        path: '/',
        element: (
          <CurrentUserProvider me={buildMe(meOverrides)}>
            <DialogHost onClose={vi.fn()} {...props} />
          </CurrentUserProvider>
        ),
      },
    ],
  });
}

const SENDER = { permissions: grant('log entries', 'send safety alerts') };
const alertSwitch = () => screen.queryByRole('switch', { name: 'Send a safety alert' });
/** The alert's fields load with the dialog's first use where they are offered (a lazy chunk). */
const findAlertSwitch = () => screen.findByRole('switch', { name: 'Send a safety alert' });
const recipientsField = () => screen.getByRole('combobox', { name: /^recipients/i });
const messageField = () => screen.getByRole('textbox', { name: 'Message (optional)' });
const helperTextOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

function fillEntry() {
  fireEvent.change(screen.getByRole('combobox', { name: /^item/i }), { target: { value: 'broken' } });
  fireEvent.click(screen.getByRole('option', { name: 'Broken window (Facilities)' }));
  fireEvent.click(screen.getByRole('button', { name: 'Concern' }));
}

async function choose(...names: string[]) {
  for (const name of names) {
    fireEvent.mouseDown(recipientsField());
    fireEvent.click(await screen.findByRole('option', { name: new RegExp(`^${name}`) }));
  }
}

describe('the log entry dialog’s safety alert (spec 000 §2, §5, §6)', () => {
  it('is offered only with send safety alerts at the entry’s school, and never when editing', async () => {
    mockFetch({ 'GET /api/schools/*': locations });
    // Offered first, so the lazy fields are loaded and an absence below is a decision, not a load.
    const offered = renderDialog(SENDER);
    await findAlertSwitch();
    offered.unmount();

    const first = renderDialog({ permissions: grant('log entries') });
    await screen.findByRole('dialog', { name: 'Log Entry' });
    expect(alertSwitch()).toBeNull();
    first.unmount();

    const second = renderDialog({
      schools: buildSchools(2),
      user: { schoolId: 'school1' },
      permissions: { ...grantAt('log entries', ['school1']), ...grantAt('send safety alerts', ['school2']) },
    });
    await screen.findByRole('dialog', { name: 'Log Entry' });
    expect(alertSwitch()).toBeNull();
    second.unmount();

    renderDialog(SENDER, { entry: buildEntry({ schoolId: 'school1' }) });
    await screen.findByRole('dialog', { name: 'Edit Entry' });
    expect(alertSwitch()).toBeNull();
  });

  it('checks recipients (required, at most 5) and the message (at most 500) with the domain’s words', async () => {
    const { calls } = mockFetch({
      'GET /api/schools/*': locations,
      'GET /api/safety-alerts/recipients': recipients,
    });
    renderDialog(SENDER);
    await screen.findByRole('dialog', { name: 'Log Entry' });
    fillEntry();
    fireEvent.click(await findAlertSwitch());
    expect(recipientsField()).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(helperTextOf(recipientsField())).toBe('This field is required'));

    await choose('Ana', 'Ben', 'Cal', 'Dee', 'Eve');
    fireEvent.mouseDown(recipientsField());
    const sixth = await screen.findByRole('option', { name: /^Fay Jones/ });
    expect(sixth.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('option', { name: /^Fay Jones/ }).textContent).toBe(
      'Fay Jones · School Resource Officer (School-Level)',
    );

    fireEvent.change(messageField(), { target: { value: 'x'.repeat(501) } });
    await waitFor(() =>
      expect(helperTextOf(messageField())).toBe('The alert message can be at most 500 characters.'),
    );
    expect(calls.find((call) => call.path === '/api/safety-alerts/recipients')?.search).toBe(
      '?schoolId=school1',
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('online, the create request carries the switch, the recipients and the message', async () => {
    const push = answerPushes();
    mockFetch({
      'GET /api/schools/*': locations,
      'GET /api/safety-alerts/recipients': recipients,
      'POST /api/sync/push': push.handler,
    });
    renderDialog(SENDER);
    await screen.findByRole('dialog', { name: 'Log Entry' });
    fillEntry();
    fireEvent.click(await findAlertSwitch());
    await choose('Ana', 'Cal');
    fireEvent.change(messageField(), { target: { value: ' Door 4 is unlocked ' } });
    expect(helperTextOf(messageField())).toBe('20/500');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You just logged an entry!')).toBeTruthy();
    expect(push.pushed[0]?.name).toBe('entry.create');
    expect(push.pushed[0]?.args).toMatchObject({
      schoolId: 'school1',
      shouldSendSafetyAlert: true,
      safetyAlertUserIds: ['person1', 'person3'],
      safetyAlertMessage: 'Door 4 is unlocked',
    });
  });

  it('offline, queues the alert with the entry from the recipients last loaded', async () => {
    const { fetchMock } = mockFetch({});
    setManualOffline(true);
    const view = renderDialog(SENDER);
    view.queryClient.setQueryData(safetyAlertKeys.recipients('school1'), PEOPLE);
    await screen.findByRole('dialog', { name: 'Log Entry' });
    fillEntry();
    fireEvent.click(await findAlertSwitch());
    await choose('Ben');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You just logged an entry!')).toBeTruthy();
    const queued = await listMutations('user1');
    expect(queued.map((mutation) => mutation.name)).toEqual(['entry.create']);
    expect(queued[0]?.args).toMatchObject({
      shouldSendSafetyAlert: true,
      safetyAlertUserIds: ['person2'],
      safetyAlertMessage: '',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offline without a list of recipients, says the alert needs the internet', async () => {
    mockFetch({});
    setManualOffline(true);
    renderDialog(SENDER);
    await screen.findByRole('dialog', { name: 'Log Entry' });
    fireEvent.click(await findAlertSwitch());
    expect(
      await screen.findByText(
        'The recipients load only online. Connect to the internet to send a safety alert with this entry.',
      ),
    ).toBeTruthy();
  });

  it('leaves the alert out of an entry logged with it off', async () => {
    const push = answerPushes();
    mockFetch({ 'GET /api/schools/*': locations, 'POST /api/sync/push': push.handler });
    renderDialog(SENDER);
    await screen.findByRole('dialog', { name: 'Log Entry' });
    fillEntry();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You just logged an entry!')).toBeTruthy();
    expect(push.pushed[0]?.args).not.toHaveProperty('shouldSendSafetyAlert');
  });
});

describe('an entry’s card names the alerts it created (issue 25 point 1)', () => {
  const entry = buildEntry({ createdSafetyAlertIds: ['alert1'] });

  it('links each one for those who see safety alerts, and not for others', () => {
    const sender = renderSignedIn(<EntryCard entry={entry} settings={OBSERVATION_SETTINGS} schools={[]} />, {
      me: buildMe(SENDER),
      at: '/',
    });
    const link = screen.getByRole('link', { name: 'Safety alert from this entry' });
    expect(link.getAttribute('href')).toBe('/safetyAlerts/alert1');
    sender.unmount();
    renderSignedIn(<EntryCard entry={entry} settings={OBSERVATION_SETTINGS} schools={[]} />, {
      me: buildMe({ permissions: grant('view entries') }),
      at: '/',
    });
    expect(screen.queryByRole('link', { name: 'Safety alert from this entry' })).toBeNull();
  });
});
