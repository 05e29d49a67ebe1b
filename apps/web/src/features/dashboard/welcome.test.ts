import { describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { buildMe, buildSchools } from '../../test/factories';
import { welcomeMessage } from './welcome';

const i18n = initI18n({ language: 'en' });
const en = i18n.getFixedT('en');
const es = i18n.getFixedT('es');

describe('the dashboard welcome message', () => {
  it('names the user, their role and their one school', () => {
    const me = buildMe({ schools: [{ id: 's1', name: 'Lincoln Elementary' }] });
    expect(welcomeMessage(me, en, 'en')).toEqual({
      greeting: 'Welcome, Jordan!',
      detail: 'Principal · Lincoln Elementary',
    });
  });

  it('lists up to 10 school names, joined naturally', () => {
    const me = buildMe({ schools: buildSchools(10) });
    expect(welcomeMessage(me, en, 'en').detail).toBe(
      'Principal · School 1, School 2, School 3, School 4, School 5, School 6, School 7, School 8, School 9, and School 10',
    );
  });

  it('joins two schools with "and"', () => {
    expect(welcomeMessage(buildMe({ schools: buildSchools(2) }), en, 'en').detail).toBe(
      'Principal · School 1 and School 2',
    );
  });

  it('gives a count instead of names from 11 schools', () => {
    expect(welcomeMessage(buildMe({ schools: buildSchools(11) }), en, 'en').detail).toBe(
      'Principal · 11 schools',
    );
  });

  it("shows 'District-Level' for district users instead of schools", () => {
    const me = buildMe({
      isDistrictUser: true,
      schools: buildSchools(40),
      user: {
        role: 'district_safety_coordinator',
        friendlyRole: 'District-Level Safety Coordinator',
        isDistrictLevel: true,
      },
    });
    expect(welcomeMessage(me, en, 'en').detail).toBe('District-Level Safety Coordinator · District-Level');
  });

  it('shows the server role name for a role the app does not know', () => {
    const me = buildMe({
      schools: buildSchools(1),
      user: { role: 'night_watch', friendlyRole: 'Night Watch' },
    });
    expect(welcomeMessage(me, en, 'en').detail).toBe('Night Watch · School 1');
  });

  it('is translated', () => {
    const me = buildMe({ schools: buildSchools(3) });
    expect(welcomeMessage(me, es, 'es')).toEqual({
      greeting: 'Le damos la bienvenida, Jordan',
      detail: 'Director escolar · School 1, School 2 y School 3',
    });
    expect(welcomeMessage(buildMe({ schools: buildSchools(12) }), es, 'es').detail).toBe(
      'Director escolar · 12 escuelas',
    );
  });
});
