import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/AppProviders';
import { CurrentUserProvider } from '../features/auth/currentUser';
import { ME_QUERY_KEY } from '../features/auth/me';
import { observationSettingsQuery } from '../features/observation-settings/queries';
import { EditProfilePage } from '../features/users/profile/EditProfilePage';
import { setManualOffline } from '../offline/connectivity';
import { enqueue, markRefused } from '../offline/outbox';
import { whenSyncSettled } from '../offline/syncLoop';
import { SyncStatusButton } from '../offline/SyncStatusButton';
import { setUpOfflineStores } from '../offline/testkit';
import { OBSERVATION_SETTINGS } from '../test/entryFactories';
import { buildMe } from '../test/factories';
import { json, mockFetch } from '../test/fetchMock';
import { createTestQueryClient } from '../test/render';
import { initI18n } from './index';

/*
 * Server refusals reached Spanish users in English (the sync panel included): the web translated
 * only the few spec messages it recognised. The server now sends each message's key and values.
 */

setUpOfflineStores({ settle: whenSyncSettled });

afterEach(async () => {
  vi.unstubAllGlobals();
  await initI18n().changeLanguage('en');
});

const me = buildMe();

function renderInSpanish(element: React.ReactElement) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(ME_QUERY_KEY, me);
  queryClient.setQueryData(observationSettingsQuery.queryKey, OBSERVATION_SETTINGS);
  const router = createMemoryRouter([
    { path: '/', element: <CurrentUserProvider me={me}>{element}</CurrentUserProvider> },
  ]);
  return render(
    <AppProviders i18n={initI18n({ language: 'es' })} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('Server refusals reach Spanish users in English', () => {
  it('the sync panel shows a refused change, and its field reasons, in Spanish', async () => {
    mockFetch({});
    setManualOffline(true);
    const refused = await enqueue(me.user.id, 'entry.create', {
      id: 'entry000000000000001',
      schoolId: me.schools[0]?.id ?? '',
      observationCategoryId: 'security',
      observationItemId: 'door',
      observationType: 'concern',
      quantity: 1,
    });
    await markRefused(refused, {
      status: 403,
      code: 'forbidden',
      message: 'You may not change the entries of this walk now.',
      messageKey: 'walkEntriesNotNow',
      fields: { comment: 'Use at most 5000 characters.' },
      fieldKeys: { comment: { key: 'tooLong', params: { maximum: 5000 } } },
    });
    renderInSpanish(<SyncStatusButton me={me} />);
    fireEvent.click(await screen.findByRole('button', { name: '1 cambio sin sincronizar' }));
    expect(
      await screen.findByText('No guardado: Ahora no puede cambiar las entradas de este recorrido.'),
    ).toBeTruthy();
    expect(screen.getByText('Use como máximo 5000 caracteres.')).toBeTruthy();
  });

  it('a form shows a field the server refused in Spanish', async () => {
    mockFetch({
      'PATCH /api/me': () =>
        json(400, {
          error: {
            code: 'invalid',
            message: 'Some fields are not valid.',
            messageKey: 'fieldsInvalid',
            fields: { title: 'This text contains characters that cannot be saved.' },
            fieldKeys: { title: { key: 'unstorableText' } },
          },
        }),
    });
    renderInSpanish(<EditProfilePage />);
    fireEvent.change(await screen.findByLabelText(/^cargo/i), { target: { value: 'Jefe' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Este texto contiene caracteres que no se pueden guardar.')).toBeTruthy();
  });
});
