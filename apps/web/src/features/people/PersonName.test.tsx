import type { TPersonCard } from '@schooldog/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMe } from '../../test/factories';
import { json, mockFetch } from '../../test/fetchMock';
import { renderSignedIn } from '../../test/render';
import { PersonName } from './PersonName';

const principal: TPersonCard = {
  id: 'user2',
  firstName: 'Maria',
  lastName: 'Alvarez',
  email: 'maria.alvarez@district.example',
  title: 'Principal',
  role: null,
  isDistrictUser: false,
  schools: [
    { id: 'school1', name: 'Lakeview Elementary' },
    { id: 'school2', name: 'Pine Ridge Middle' },
  ],
};

const cards: Record<string, TPersonCard> = {
  user1: {
    ...principal,
    id: 'user1',
    firstName: 'Jordan',
    lastName: 'Lee',
    email: 'jordan.lee@district.example',
  },
  user2: principal,
  user3: { ...principal, id: 'user3', title: 'Safety Coordinator', isDistrictUser: true, schools: [] },
  user4: {
    ...principal,
    id: 'user4',
    title: null,
    role: { key: 'sro_district', name: 'School Resource Officer (District-Wide)' },
    isDistrictUser: true,
    schools: [],
  },
  // A name from an older server: the card names the role from its key.
  user5: { ...principal, id: 'user5', title: null, role: { key: 'sro', name: 'School Resource Officer' } },
};

function mockPeople() {
  return mockFetch({
    'GET /api/people/*': ({ url }) => {
      const card = cards[url.pathname.split('/').pop() ?? ''];
      return card ? json(200, card) : json(404, { error: { code: 'not_found', message: 'Not found' } });
    },
  });
}

const renderNames = (...people: [string | null, string | null][]) =>
  renderSignedIn(
    <p>
      {people.map(([userId, name], index) => (
        <PersonName key={index} userId={userId} name={name} />
      ))}
    </p>,
    { me: buildMe(), at: '/entries' },
  );

afterEach(() => vi.unstubAllGlobals());

describe('the user hover card', () => {
  it('opens on hover with name, title, schools and email, read once for every mention', async () => {
    const { calls } = mockPeople();
    renderNames(['user2', 'Maria Alvarez'], ['user2', 'Maria Alvarez']);
    const [first, second] = screen.getAllByRole('button', { name: 'Maria Alvarez' });
    fireEvent.mouseOver(first!);
    const card = await screen.findByRole('tooltip');
    expect(await within(card).findByText('Principal')).toBeTruthy();
    expect(within(card).getByText('Maria Alvarez')).toBeTruthy();
    expect(within(card).getByText('Lakeview Elementary, Pine Ridge Middle')).toBeTruthy();
    expect(within(card).getByText('maria.alvarez@district.example')).toBeTruthy();
    fireEvent.mouseLeave(first!);
    fireEvent.click(second!);
    expect(await within(await screen.findByRole('tooltip')).findByText('Principal')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/people/user2')).toHaveLength(1);
  });

  it("says '(You)' on one's own card and names no school for a district user", async () => {
    mockPeople();
    renderNames(['user1', 'Jordan Lee'], ['user3', 'Maria Alvarez']);
    fireEvent.click(screen.getByRole('button', { name: 'Jordan Lee' }));
    expect(await within(await screen.findByRole('tooltip')).findByText('Jordan Lee (You)')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Jordan Lee' }), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Maria Alvarez' }));
    const card = await screen.findByRole('tooltip');
    expect(await within(card).findByText('Safety Coordinator')).toBeTruthy();
    expect(within(card).queryByText(/Lakeview/)).toBeNull();
  });

  it('roles are told apart: without a title, the card names the district-wide or school-level role', async () => {
    mockPeople();
    renderNames(['user4', 'Ray Holloway'], ['user5', 'Tina Marsh']);
    fireEvent.click(screen.getByRole('button', { name: 'Ray Holloway' }));
    expect(
      await within(await screen.findByRole('tooltip')).findByText('School Resource Officer (District-Wide)'),
    ).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Ray Holloway' }), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Tina Marsh' }));
    expect(
      await within(await screen.findByRole('tooltip')).findByText('School Resource Officer (School-Level)'),
    ).toBeTruthy();
  });

  it('opens on a tap and from the keyboard, and closes with Escape', async () => {
    mockPeople();
    renderNames(['user2', 'Maria Alvarez']);
    const name = screen.getByRole('button', { name: 'Maria Alvarez' });
    name.focus();
    expect(document.activeElement).toBe(name);
    fireEvent.click(name);
    expect(await screen.findByRole('tooltip')).toBeTruthy();
    expect(name.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.keyDown(name, { key: 'Escape' });
    await vi.waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull(), { timeout: 30_000 });
  });

  it("shows 'Unknown User' for a deleted person, and for a mention without a person", async () => {
    mockPeople();
    renderNames(['gone', 'Former Teacher'], [null, null]);
    expect(screen.getByText('Unknown User')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Former Teacher' }));
    expect(await within(await screen.findByRole('tooltip')).findByText('Unknown User')).toBeTruthy();
  });
});
