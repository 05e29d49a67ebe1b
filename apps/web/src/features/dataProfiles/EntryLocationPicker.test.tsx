import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setManualOffline } from '../../offline/connectivity';
import { listMutations } from '../../offline/outbox';
import { answerPushes } from '../../offline/testkit';
import { json, mockFetch } from '../../test/fetchMock';
import {
  argsOf,
  chooseItem,
  helperTextOf,
  locations,
  renderEntryDialog,
  resetBetweenTests,
  save,
} from '../entries/entryDialogTestKit';
import { NEW_LOCATION_HELP, roomProfiles } from './testKit';

resetBetweenTests();

/** Fills what an entry needs besides its location. */
function fillEntry() {
  chooseItem('broken', 'Broken window (Facilities)');
  fireEvent.click(screen.getByRole('button', { name: 'Concern' }));
}

const roomField = () => screen.findByRole('combobox', { name: /^room no\./i });

describe('the log entry dialog’s location, from the school’s data profile', () => {
  it('is labelled by the profile’s friendly name and sends the room picked', async () => {
    const push = answerPushes();
    mockFetch({
      'GET /api/schools/school1/locations': locations,
      ...roomProfiles('school1'),
      'POST /api/sync/push': push.handler,
    });
    renderEntryDialog();
    fillEntry();
    fireEvent.change(await roomField(), { target: { value: 'room 1' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Room 102' }));
    save();
    expect(await screen.findByText('You just logged an entry!')).toBeTruthy();
    expect(argsOf(push.pushed[0])).toMatchObject({
      location: 'Room 102',
      locationDataProfileId: 'rooms-school1',
      locationDataProfileOptionId: 'room102',
    });
  });

  it('keeps a typed new location as free text, saying it goes to review', async () => {
    const push = answerPushes();
    mockFetch({
      'GET /api/schools/school1/locations': locations,
      ...roomProfiles('school1'),
      'POST /api/sync/push': push.handler,
    });
    renderEntryDialog();
    fillEntry();
    const field = await roomField();
    fireEvent.change(field, { target: { value: 'Portable 3' } });
    expect(helperTextOf(field)).toBe(NEW_LOCATION_HELP);
    // Typing an option's name, in any case, is that option.
    fireEvent.change(field, { target: { value: 'room 101' } });
    expect(helperTextOf(field)).toBe('');
    fireEvent.change(field, { target: { value: 'Portable 3' } });
    save();
    expect(await screen.findByText('You just logged an entry!')).toBeTruthy();
    expect(argsOf(push.pushed[0])).toMatchObject({
      location: 'Portable 3',
      locationDataProfileId: null,
      locationDataProfileOptionId: null,
    });
  });

  it('offline, picks from the profile kept on the device and queues the entry with the room', async () => {
    mockFetch({ 'GET /api/schools/school1/locations': locations, ...roomProfiles('school1') });
    renderEntryDialog();
    const field = await roomField();
    setManualOffline(true);
    fillEntry();
    fireEvent.change(field, { target: { value: '101' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Room 101' }));
    save();
    expect(await screen.findByText('You just logged an entry!')).toBeTruthy();
    const [queued] = await listMutations('user1');
    expect(queued?.args).toMatchObject({
      location: 'Room 101',
      locationDataProfileId: 'rooms-school1',
      locationDataProfileOptionId: 'room101',
    });
  });

  it('without a profile, is the Location field with the school’s used locations', async () => {
    mockFetch({
      'GET /api/schools/school1/locations': locations,
      'GET /api/schools/school1/data-profiles': () => json(200, { profiles: [] }),
    });
    renderEntryDialog();
    expect(await screen.findByRole('combobox', { name: /^location/i })).toBeTruthy();
  });
});
