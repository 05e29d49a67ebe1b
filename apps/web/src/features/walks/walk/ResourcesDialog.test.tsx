import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMe } from '../../../test/factories';
import { json, mockFetch } from '../../../test/fetchMock';
import { renderSignedIn } from '../../../test/render';
import { buildWalk } from '../../../test/walkFactories';
import { ResourcesDialog } from './ResourcesDialog';

afterEach(() => vi.unstubAllGlobals());

const school = {
  id: 'school1',
  name: 'School 1',
  address: { street: '1 Main St', street2: '', city: 'Springfield', state: 'GA', zip: '30000' },
  principalName: 'Pat Lee',
  principalEmail: null,
  principalOfficePhone: null,
  schoolOfficeNumber: null,
  phone: '555-0100',
  officePhone: null,
  contactPhone: null,
  fax: null,
  email: null,
  website: null,
  links: [],
};

describe('the resources dialog', () => {
  it("sketches the school's contact while it loads, saying what loads, then shows it", async () => {
    let send = (_response: Response) => undefined as void;
    mockFetch({ 'GET /api/schools/school1': () => new Promise<Response>((resolve) => (send = resolve)) });
    renderSignedIn(<ResourcesDialog walk={buildWalk({ schoolId: 'school1' })} onClose={() => undefined} />, {
      me: buildMe(),
      at: '/walks/walk/x',
    });
    const status = within(screen.getByRole('dialog')).getByRole('status', { busy: true });
    expect(await within(status).findByText("Loading the school's information")).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(async () => send(json(200, school)));
    expect(await screen.findByRole('heading', { name: 'School 1' })).toBeTruthy();
    expect(screen.queryByRole('status', { busy: true })).toBeNull();
  });

  it("the walk Resources dialog: '(opens in a new tab)' for screen readers only, the website listed once", async () => {
    const website = 'https://school1.example.test';
    mockFetch({
      'GET /api/schools/school1': () =>
        json(200, {
          ...school,
          website,
          links: [
            { name: 'School website', url: `${website}/` },
            { name: 'Emergency plan', url: `${website}/eop` },
          ],
        }),
    });
    renderSignedIn(<ResourcesDialog walk={buildWalk({ schoolId: 'school1' })} onClose={() => undefined} />, {
      me: buildMe(),
      at: '/walks/walk/x',
    });
    const dialog = within(await screen.findByRole('dialog'));
    await dialog.findByRole('heading', { name: 'School 1' });
    const outside = dialog.getAllByRole('link').filter((link) => link.getAttribute('target') === '_blank');
    expect(outside.map((link) => link.getAttribute('href'))).toEqual([
      website,
      `${website}/eop`,
      expect.any(String),
    ]);
    for (const link of outside) {
      // Heard with the link's name, not seen: the note sits in a visually hidden span.
      expect(link.textContent).toContain('(opens in a new tab)');
      const note = within(link).getByText('(opens in a new tab)');
      expect(getComputedStyle(note)).toMatchObject({
        position: 'absolute',
        width: '1px',
        overflow: 'hidden',
      });
    }
    expect(dialog.getByRole('link', { name: 'school1.example.test (opens in a new tab)' })).toBeTruthy();
  });
});
