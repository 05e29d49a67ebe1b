import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { formatCsv, parseCsv } from './csv.js';
import { readUserImport, roleOfCell, USER_IMPORT_COLUMNS } from './import.js';
import { USER_ADMIN_MESSAGES as M } from './messages.js';

const context = {
  schools: [
    { id: 'school-a', name: 'Adams Elementary' },
    { id: 'school-b', name: 'Baker High School' },
  ],
  existingEmails: new Set(['taken@district.test']),
};
const file = (...rows: string[][]) => formatCsv([[...USER_IMPORT_COLUMNS], ...rows]);

describe('parseCsv / formatCsv', () => {
  it('reads quotes, commas and line breaks inside fields, CRLF and a byte-order mark', () => {
    expect(parseCsv('\uFEFFa,"b, c","say ""hi"""\r\n"x\ny",,z\n')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['x\ny', '', 'z'],
    ]);
  });

  it('property: reading what was written gives the rows back', () => {
    const field = fc.string({ unit: fc.constantFrom('a', 'B', ' ', ',', '"', '\n', '\r', ';', 'é') });
    fc.assert(
      fc.property(fc.array(fc.array(field, { minLength: 1, maxLength: 6 }), { maxLength: 8 }), (rows) => {
        expect(parseCsv(formatCsv(rows))).toEqual(rows);
      }),
    );
  });
});

describe('readUserImport', () => {
  it('reads good rows with roles by key or display name and schools by name', () => {
    const preview = readUserImport(
      file(
        ['Ada', 'Lovelace', 'Ada@District.test', 'Teacher', 'Educator', 'adams elementary'],
        ['Grace', 'Hopper', 'grace@district.test', '', 'principal', 'Adams Elementary; Baker High School'],
        ['Alan', 'Turing', 'alan@district.test', '', 'District-Level Safety Coordinator', ''],
      ),
      context,
    );
    expect(preview.fileError).toBeNull();
    expect(preview.rowsWithErrors).toBe(0);
    expect(preview.rows.map((row) => [row.line, row.role, row.schoolIds])).toEqual([
      [2, 'educator', ['school-a']],
      [3, 'principal', ['school-a', 'school-b']],
      [4, 'district_safety_coordinator', []],
    ]);
  });

  it('property: any good rows, written as CSV, read back as the same users without errors', () => {
    const text = fc
      .string({ unit: fc.constantFrom('a', 'Z', ' ', ',', '"', "'", '\n', 'ñ'), minLength: 1, maxLength: 12 })
      .map((value) => value.trim())
      .filter((value) => value !== '');
    const row = fc.record({
      firstName: text,
      lastName: text,
      title: fc.option(text, { nil: '' }),
      role: fc.constantFrom('educator', 'principal', 'Clerical', 'District-Level Safety Coordinator'),
      schools: fc.subarray(['Adams Elementary', 'Baker High School'], { minLength: 1 }),
    });
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 10 }), (rows) => {
        const csv = file(
          ...rows.map((r, i) => [
            r.firstName,
            r.lastName,
            `user${i}@district.test`,
            r.title,
            r.role,
            r.schools.join(';'),
          ]),
        );
        const preview = readUserImport(csv, context);
        expect(preview.rowsWithErrors).toBe(0);
        expect(
          preview.rows.map((r) => [
            r.values.firstName,
            r.values.lastName,
            r.values.title,
            r.schoolIds.length,
          ]),
        ).toEqual(rows.map((r) => [r.firstName, r.lastName, r.title, r.schools.length]));
      }),
    );
  });

  it('gives every row’s errors in the spec’s words', () => {
    const preview = readUserImport(
      file(
        ['', 'Lovelace', 'not-an-email', '', 'Wizard', 'Nowhere High'],
        ['Grace', '', 'taken@district.test', '', '', 'Adams Elementary'],
        ['A', 'B', 'twice@district.test', '', 'educator', 'Adams Elementary'],
        ['C', 'D', 'TWICE@district.test', '', 'educator', ''],
      ),
      context,
    );
    expect(preview.rows.map((row) => row.errors)).toEqual([
      {
        firstName: MESSAGES.fieldRequired,
        email: MESSAGES.validEmail,
        role: M.importUnknownRole,
        schools: M.importUnknownSchool,
      },
      { lastName: MESSAGES.fieldRequired, email: M.emailTaken, role: MESSAGES.fieldRequired },
      { email: M.importEmailTwice },
      { email: M.importEmailTwice, schools: M.schoolsNeeded },
    ]);
    expect(preview.rowsWithErrors).toBe(4);
  });

  it('finds columns by their titles in any order, and says what a file lacks', () => {
    const reordered = readUserImport('Email Address,Role,Last Name,First Name\nx@y.test,educator,L,F\n', {
      ...context,
    });
    expect(reordered.rows[0]?.values).toMatchObject({ email: 'x@y.test', firstName: 'F', lastName: 'L' });
    expect(readUserImport('Name,Email\nA,b@c.test', context).fileError).toBe(M.importMissingColumns);
    expect(readUserImport(file(), context).fileError).toBe(M.importEmpty);
    expect(readUserImport(file(['', '', '', '', '', '']), context).fileError).toBe(M.importEmpty);
  });

  it('reads a shared display name as the school-level role with schools, the district one without', () => {
    expect(roleOfCell('School Resource Officer', true)).toBe('sro');
    expect(roleOfCell('school resource officer', false)).toBe('sro_district');
    expect(roleOfCell('Custodial/Environmental', true)).toBe('custodial');
    expect(roleOfCell('assistant principal', true)).toBe('assistant_principal');
    expect(roleOfCell('Janitor', true)).toBeNull();
  });

  it('reads the distinct names of the district-wide and school-level roles whatever the schools', () => {
    expect(roleOfCell('School Resource Officer (District-Wide)', true)).toBe('sro_district');
    expect(roleOfCell('school resource officer (school-level)', false)).toBe('sro');
    expect(roleOfCell('Custodial/Environmental (District Supervisor)', true)).toBe('custodial_supervisor');
  });
});
