import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setManualOffline } from '../../offline/connectivity';
import { listMutations } from '../../offline/outbox';
import { requestSync, whenSyncSettled } from '../../offline/syncLoop';
import { setUpOfflineStores } from '../../offline/testkit';
import { json } from '../../test/fetchMock';
import { buildDrill, drillsPage, renderDrills } from './testKit';

/*
 * The drills pages (spec 000 §2 "Drills", §5 "Drill form"): the table, the filters in the URL, the
 * detail's sections and rules, the form's messages and time formatting, the toasts; and a drill
 * recorded offline queued once and sent once back online (issue 28 point 2).
 */

setUpOfflineStores({ settle: whenSyncSettled });
afterEach(() => {
  setManualOffline(false);
  vi.unstubAllGlobals();
});
configure({ defaultHidden: true });

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const choose = async (label: RegExp, option: string) => {
  fireEvent.mouseDown(screen.getByLabelText(label));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('Drills table (spec 000 §2 "Drills list")', () => {
  it('shows School, Date MM/DD/YYYY, Drill Type, Recorded By (or Unknown) and a chevron to the drill', async () => {
    renderDrills('/drills', {
      'GET /api/drills': drillsPage([
        buildDrill(),
        buildDrill({
          id: 'drill2',
          type: 'medical',
          recordedBy: null,
          recordedByUserId: null,
          schoolName: 'School 2',
        }),
      ]),
    });
    expect(await screen.findByRole('heading', { name: 'Drills' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Drills' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['School', 'Date', 'Drill Type', 'Recorded By', '']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('03/09/2026')).toBeTruthy();
    expect(within(rows[0]!).getByText('Fire')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'Pat Lee' }).getAttribute('href')).toBe(
      '/drills?userIds=user2',
    );
    expect(within(rows[1]!).getByText('Medical (CPR/AED)')).toBeTruthy();
    expect(within(rows[1]!).getByText('Unknown')).toBeTruthy();
    expect(
      within(rows[0]!).getByRole('link', { name: 'Open drill 03/09/2026 at School 1' }).getAttribute('href'),
    ).toBe('/drills/drill/drill1');
  });

  it('reads its filters from the URL, asks the API with them, and exports under the same filters', async () => {
    const { calls } = renderDrills('/drills?dateRange=2026-01-01,2026-02-01&schoolIds=school2&userIds=user2');
    await screen.findByRole('table', { name: 'Drills' });
    const asked = calls.find((call) => call.path === '/api/drills');
    expect(new URLSearchParams(asked?.search)).toEqual(
      new URLSearchParams('dateRange=2026-01-01,2026-02-01&schoolIds=school2&userIds=user2'),
    );
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/drills.csv?dateRange=2026-01-01%2C2026-02-01&schoolIds=school2&userIds=user2',
    );
  });

  it('pages 50 at a time', async () => {
    const { calls } = renderDrills('/drills', { 'GET /api/drills': drillsPage([buildDrill()], 75) });
    await screen.findByRole('table', { name: 'Drills' });
    expect(screen.getByText('1–50 of 75')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(calls.some((call) => call.search === '?page=2')).toBe(true));
  });

  it('sends one without record drills where they start', async () => {
    const { buildMe, grant } = await import('../../test/factories');
    renderDrills('/drills', {}, buildMe({ permissions: grant('log entries') }));
    expect(await screen.findByRole('heading', { name: 'Where they start' })).toBeTruthy();
  });
});

describe('Drill detail (spec 000 §2 "Drill detail")', () => {
  it('shows its three sections, the response time as N minutes, N seconds, and N/A', async () => {
    renderDrills('/drills/drill/drill1');
    expect(await screen.findByRole('heading', { name: 'Drill #drill1' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Drills' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Update Drill' }).getAttribute('href')).toBe(
      '/drills/update/drill1',
    );
    for (const section of ['Submission Information', 'Drill Information', 'Drill Results'])
      expect(screen.getByRole('heading', { name: section })).toBeTruthy();
    expect(screen.getByText('3 minutes, 5 seconds')).toBeTruthy();
    expect(screen.getByText('9:30 AM')).toBeTruthy();
    expect(screen.getByText('N/A')).toBeTruthy();
    expect(screen.queryByText('Other Drill Type')).toBeNull();
  });

  it('shows the other texts for other, and hides results for a future date or without results', async () => {
    renderDrills('/drills/drill/drill1', {
      'GET /api/drills/drill1': () =>
        json(
          200,
          buildDrill({
            type: 'other',
            otherType: 'Bus evacuation',
            eventType: 'other',
            otherEventType: 'Board drill',
            drillDate: '2099-01-01',
          }),
        ),
    });
    expect(await screen.findByText('Bus evacuation')).toBeTruthy();
    expect(screen.getByText('Board drill')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Drill Results' })).toBeNull();
  });
});

describe('Drill form (spec 000 §5 "Drill form")', () => {
  it('shows every required message, and the time and response time messages', async () => {
    const { pushed } = renderDrills('/drills/record');
    fireEvent.click(await screen.findByRole('button', { name: 'Record Drill' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(5);
    await choose(/^Drill Type/, 'Other');
    await choose(/^Event Type/, 'Other');
    type(/^Other Drill Type/, 'x'.repeat(41));
    type(/^Other Event Type/, 'x'.repeat(41));
    expect(screen.getAllByText('Max 40 characters.')).toHaveLength(2);
    type(/^Drill Time/, '1360');
    expect(screen.getByText('Please enter a valid time in the format hh:mm.')).toBeTruthy();
    type(/^Response Time/, '160');
    expect(screen.getByText('Please enter a valid response time in the format mm:ss.')).toBeTruthy();
    type(/^Number of Participants/, 'ten');
    expect(screen.getByText('Please enter a number.')).toBeTruthy();
    type(/^Additional Information/, 'x'.repeat(1001));
    expect(screen.getByText('Max 1000 characters.')).toBeTruthy();
    expect(pushed).toEqual([]);
  });

  it('formats times as typed: digits only, up to 4, hh:mm and mm:ss', async () => {
    renderDrills('/drills/record');
    await screen.findByRole('button', { name: 'Record Drill' });
    type(/^Drill Time/, '9a3b0');
    expect((screen.getByLabelText(/^Drill Time/) as HTMLInputElement).value).toBe('9:30');
    type(/^Drill Time/, '104599');
    expect((screen.getByLabelText(/^Drill Time/) as HTMLInputElement).value).toBe('10:45');
    type(/^Response Time/, '205');
    expect((screen.getByLabelText(/^Response Time/) as HTMLInputElement).value).toBe('2:05');
    type(/^Response Time/, '45');
    expect((screen.getByLabelText(/^Response Time/) as HTMLInputElement).value).toBe('45');
  });

  const fillValid = async () => {
    await choose(/^School/, 'School 1');
    await choose(/^Drill Type/, 'Severe Weather');
    await choose(/^Event Type/, 'Planned Drill');
    type(/^Drill Date/, '2026-03-10');
    type(/^Drill Time/, '130');
    fireEvent.click(screen.getByRole('button', { name: 'PM' }));
    type(/^Response Time/, '405');
  };

  it("records through the outbox once (a double click too): 'Drill recorded successfully', then the drill", async () => {
    const { pushed, router } = renderDrills('/drills/record');
    await screen.findByRole('button', { name: 'Record Drill' });
    await fillValid();
    const save = screen.getByRole('button', { name: 'Record Drill' });
    fireEvent.click(save);
    fireEvent.click(save);
    expect(await screen.findByText('Drill recorded successfully')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/drills\/drill\/[A-Za-z0-9]{20}$/));
    expect(pushed.map((mutation) => mutation.name)).toEqual(['drill.record']);
    expect(pushed[0]?.args).toMatchObject({
      schoolId: 'school1',
      type: 'severeWeather',
      eventType: 'planned',
      drillDate: '2026-03-10',
      drillTime: '1:30',
      drillTimeOfDay: 'pm',
      responseTime: '4:05',
    });
  });

  it('records offline: queued once, shown on its page, and sent exactly once back online', async () => {
    const { pushed, me, router } = renderDrills('/drills/record');
    await screen.findByRole('button', { name: 'Record Drill' });
    setManualOffline(true);
    await fillValid();
    const save = screen.getByRole('button', { name: 'Record Drill' });
    fireEvent.click(save);
    fireEvent.click(save);
    expect(await screen.findByText('Drill recorded successfully')).toBeTruthy();
    expect(await screen.findByText('Not synced yet')).toBeTruthy();
    expect(screen.getByText('4 minutes, 5 seconds')).toBeTruthy();
    expect(router.state.location.pathname).toMatch(/^\/drills\/drill\//);
    const queued = await listMutations(me.user.id);
    expect(queued.map((mutation) => mutation.name)).toEqual(['drill.record']);
    expect(pushed).toEqual([]);
    // Back online the app's sync loop (SignedInOfflineEffects) asks for a run; here the test does.
    setManualOffline(false);
    requestSync();
    await waitFor(() => expect(pushed.map((mutation) => mutation.name)).toEqual(['drill.record']));
    await whenSyncSettled();
    expect(await listMutations(me.user.id)).toEqual([]);
    expect(pushed).toHaveLength(1);
  });

  it("updates ('Drill updated successfully') and deletes ('Drill deleted successfully', then /drills)", async () => {
    const { pushed, router } = renderDrills('/drills/update/drill1', {
      'DELETE /api/drills/drill1': () => new Response(null, { status: 204 }),
    });
    expect(await screen.findByRole('heading', { name: 'Update Drill' })).toBeTruthy();
    expect((screen.getByLabelText(/^Response Time/) as HTMLInputElement).value).toBe('3:05');
    type(/^Response Time/, '250');
    fireEvent.click(screen.getByRole('button', { name: 'Update Drill' }));
    expect(await screen.findByText('Drill updated successfully')).toBeTruthy();
    expect(
      pushed.map((mutation) => [
        mutation.name,
        (mutation.args as { changes: { responseTime: string } }).changes.responseTime,
      ]),
    ).toEqual([['drill.update', '2:50']]);
    await router.navigate('/drills/update/drill1');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Drill' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Drill deleted successfully')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/drills'));
  });
});
