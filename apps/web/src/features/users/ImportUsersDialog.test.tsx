import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readUserImport } from '@schooldog/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMe, grant } from '../../test/factories';
import { json, mockFetch } from '../../test/fetchMock';
import { renderSignedIn } from '../../test/render';
import { setScreenWidth } from '../../test/screen';
import { ImportUsersDialog } from './ImportUsersDialog';
import { buildOptions, SCHOOLS } from './testKit';

afterEach(() => vi.unstubAllGlobals());

const HEADER = 'First Name,Last Name,Email,Title,Role,Schools';
const GOOD = `${HEADER}\nAva,Stone,ava@district.example,Teacher,Educator,School 1\nBen,Cole,ben@district.example,,Principal,School 1;School 2\n`;
const BAD = `${HEADER}\nAva,Stone,ava@district.example,Teacher,Educator,School 1\nBen,,ben@district,,Wizard,Nowhere\n`;

/** The server's preview is the domain's reading with the addresses already in use. */
const serverPreview =
  (existing: string[] = []) =>
  ({ body }: { body: unknown }) =>
    json(
      200,
      readUserImport((body as { csv: string }).csv, { schools: SCHOOLS, existingEmails: new Set(existing) }),
    );

function renderImport(handlers: Parameters<typeof mockFetch>[0]) {
  setScreenWidth(1280);
  const fetch = mockFetch(handlers);
  const onClose = vi.fn();
  const view = renderSignedIn(<ImportUsersDialog options={buildOptions()} onClose={onClose} />, {
    me: buildMe({ permissions: grant('manage users') }),
    at: '/admin/manageUsers',
  });
  return { ...view, ...fetch, onClose };
}

function chooseFile(text: string, name = 'staff.csv') {
  const input = document.querySelector('input[type=file]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [new File([text], name, { type: 'text/csv' })] } });
}

const importButton = () => screen.getByRole('button', { name: /^Import \d+ users?$/ });

describe('import from CSV', () => {
  it("shows every row's errors in the spec's words, and Import stays off", async () => {
    renderImport({ 'POST /api/admin/users/import/preview': serverPreview() });
    chooseFile(BAD);
    const table = await screen.findByRole('table', { name: 'Users in the file' });
    expect(screen.getByText('1 row has errors. Fix it in the file and choose the file again.')).toBeTruthy();
    const [, first] = within(table).getAllByRole('row');
    expect(first?.textContent).toContain('Last name: This field is required');
    expect(first?.textContent).toContain('Email: Please enter a valid email');
    expect(first?.textContent).toContain(
      'Role: This is not a role. Use a role name from the list, or its key.',
    );
    expect(first?.textContent).toContain('Schools: No school has this name.');
    await waitFor(() => expect(importButton().hasAttribute('disabled')).toBe(true));
  });

  it("adds the server's findings (an address in use) to the instant preview", async () => {
    renderImport({ 'POST /api/admin/users/import/preview': serverPreview(['ben@district.example']) });
    chooseFile(GOOD);
    expect(await screen.findByText('Email: A user with this email already exists.')).toBeTruthy();
    expect(importButton().hasAttribute('disabled')).toBe(true);
  });

  it('imports when no row is in error, then says how many', async () => {
    const { calls, onClose } = renderImport({
      'POST /api/admin/users/import/preview': serverPreview(),
      'POST /api/admin/users/import': () => json(201, { imported: 2, userIds: ['u1', 'u2'] }),
    });
    chooseFile(GOOD);
    expect(await screen.findByText('All 2 users are ready to import.')).toBeTruthy();
    await waitFor(() => expect(importButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(importButton());
    expect(
      await screen.findByText('2 users imported. Each will receive an email to set their password.'),
    ).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/admin/users/import')?.body).toEqual({ csv: GOOD });
    expect(onClose).toHaveBeenCalled();
  });

  it('names a file without the needed columns', async () => {
    renderImport({ 'POST /api/admin/users/import/preview': serverPreview() });
    chooseFile('Name,Mail\nAva,ava@district.example\n');
    expect(
      await screen.findByText('The file needs the columns First Name, Last Name, Email and Role.'),
    ).toBeTruthy();
    expect(importButton().hasAttribute('disabled')).toBe(true);
  });

  it('offers a template with the columns', () => {
    renderImport({});
    const link = screen.getByRole('link', { name: 'Download a template CSV' });
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toContain(HEADER);
  });
});
