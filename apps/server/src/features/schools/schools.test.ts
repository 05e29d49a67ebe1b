import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp, withDistrict } from '../../test/harness.js';

type Person = { id: string; email: string; cookie: string };
type Location = { name: string; count: number; lastUsed: string };

describeEachDatabase("a school's locations and people", (kind) => {
  let t: TestApp;
  let schoolA: string;
  let schoolB: string;
  let educator: Person;
  let principalA: Person;
  let principalB: Person;
  let sroA: Person;
  let coordinator: Person;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [schoolA, schoolB] = (await withDistrict(t)).map((school) => school.id) as [string, string];
    educator = await t.userWithRole('educator', [schoolA]);
    principalA = await t.userWithRole('principal', [schoolA]);
    principalB = await t.userWithRole('principal', [schoolB]);
    sroA = await t.userWithRole('sro', [schoolA]);
    coordinator = await t.userWithRole('district_safety_coordinator', []);
  });
  afterAll(() => t.close());

  const get = (who: Person, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
  const logAt = (who: Person, schoolId: string, location: string, timestamp: string) =>
    t.logEntry(who, {
      observationCategoryId: 'hallways',
      observationItemId: 'hallways-3',
      schoolId,
      location,
      timestamp,
    });

  it('lists the location names used at the school with counts, sorted by name; blanks and other schools left out', async () => {
    await logAt(educator, schoolA, 'gym', '2026-02-01T15:00:00.000Z');
    await logAt(principalA, schoolA, '  GYM ', '2026-02-03T15:00:00.000Z');
    await logAt(educator, schoolA, 'Gym', '2026-02-05T15:00:00.000Z');
    await logAt(educator, schoolA, 'Main Office', '2026-02-02T15:00:00.000Z');
    await logAt(educator, schoolA, 'Cafeteria', '2026-02-04T15:00:00.000Z');
    await logAt(educator, schoolA, '', '2026-02-04T16:00:00.000Z');
    await logAt(coordinator, schoolB, 'Library', '2026-02-04T15:00:00.000Z');
    const deleted = await logAt(educator, schoolA, 'Boiler Room', '2026-02-06T15:00:00.000Z');
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/entries/${deleted.id}`,
      headers: { cookie: educator.cookie },
    });
    expect(removal.statusCode).toBe(204);

    const response = await get(principalA, `/api/schools/${schoolA}/locations`);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ locations: Location[] }>().locations).toEqual([
      { name: 'Cafeteria', count: 1, lastUsed: '2026-02-04T15:00:00.000Z' },
      // The most recent spelling names the location.
      { name: 'Gym', count: 3, lastUsed: '2026-02-05T15:00:00.000Z' },
      { name: 'Main Office', count: 1, lastUsed: '2026-02-02T15:00:00.000Z' },
    ]);

    // Anyone who logs or views entries at the school may use the list.
    const forEducator = await get(educator, `/api/schools/${schoolA}/locations`);
    expect(forEducator.statusCode).toBe(200);
    expect(forEducator.json<{ locations: Location[] }>().locations.map((location) => location.name)).toEqual([
      'Cafeteria',
      'Gym',
      'Main Office',
    ]);
    const atB = await get(coordinator, `/api/schools/${schoolB}/locations`);
    expect(atB.json<{ locations: Location[] }>().locations).toEqual([
      { name: 'Library', count: 1, lastUsed: '2026-02-04T15:00:00.000Z' },
    ]);
  });

  it('answers 403 for a school where the user has no rights', async () => {
    const response = await get(principalB, `/api/schools/${schoolA}/locations`);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('forbidden');
    expect((await get(educator, `/api/schools/${schoolB}/locations`)).statusCode).toBe(403);
    expect((await get(principalB, `/api/schools/${schoolB}/locations`)).statusCode).toBe(200);
  });

  it("GET /api/schools/:id gives the school's contact information and links to those with rights there", async () => {
    const response = await get(educator, `/api/schools/${schoolA}`);
    expect(response.statusCode, response.body).toBe(200);
    const school = response.json<{ id: string; name: string; address: { city: string }; links: unknown[] }>();
    expect(school.id).toBe(schoolA);
    expect(school.name.length).toBeGreaterThan(0);
    expect(school.address).toHaveProperty('city');
    expect(Array.isArray(school.links)).toBe(true);
    expect((await get(principalB, `/api/schools/${schoolA}`)).statusCode).toBe(403);
    expect((await get(coordinator, '/api/schools/nosuchschool00000000')).statusCode).toBe(404);
  });

  type PeopleBody = { users: { id: string; firstName: string; lastName: string }[] };

  it('GET /api/users?schoolIds= lists the people at the school, sorted by name', async () => {
    const response = await get(principalA, `/api/users?schoolIds=${schoolA}`);
    expect(response.statusCode).toBe(200);
    const people = response.json<PeopleBody>().users;
    const ids = people.map((person) => person.id);
    expect(ids).toEqual(expect.arrayContaining([educator.id, principalA.id, sroA.id]));
    expect(ids).not.toContain(principalB.id);
    expect(people.find((person) => person.id === educator.id)).toEqual({
      id: educator.id,
      firstName: 'Sam',
      lastName: 'Fischer',
    });
    const names = people.map((person) => `${person.lastName} ${person.firstName}`);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    const atB = (await get(principalB, `/api/users?schoolIds=${schoolB}`))
      .json<PeopleBody>()
      .users.map((p) => p.id);
    expect(atB).toContain(principalB.id);
    expect(atB).not.toContain(educator.id);
    expect(atB).not.toContain(principalA.id);
  });

  it('GET /api/users needs view entries: an educator gets 403; a school without view entries is refused', async () => {
    const response = await get(educator, `/api/users?schoolIds=${schoolA}`);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('forbidden');
    const elsewhere = await get(principalA, `/api/users?schoolIds=${schoolB}`);
    expect(elsewhere.statusCode).toBe(403);
    const own = (await get(principalA, `/api/users?schoolIds=${schoolA}`)).json<PeopleBody>().users;
    expect(own.map((person) => person.id)).toEqual(expect.arrayContaining([educator.id, principalA.id]));
    expect(own.map((person) => person.id)).not.toContain(principalB.id);
    const everyone = (await get(coordinator, '/api/users'))
      .json<PeopleBody>()
      .users.map((person) => person.id);
    expect(everyone).toEqual(
      expect.arrayContaining([educator.id, principalA.id, principalB.id, coordinator.id]),
    );
  });
});
