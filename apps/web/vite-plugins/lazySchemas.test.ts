import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazySchema';
import { transformDomainModule } from './lazySchemas';

const transformed = (code: string) =>
  transformDomainModule(code, '/repo/packages/domain/src/example.ts')?.code;

describe('transformDomainModule', () => {
  it('wraps each module-level schema built from zod, from a domain schema or from one wrapped before', () => {
    const code = [
      "import { z } from 'zod';",
      "import { ZUser } from './users.js';",
      'const name = z.string().trim().min(1);',
      'export const ZPerson = z.object({ name });',
      'export const ZAdmin = ZUser.extend({ level: z.number() });',
      'export const ZPeople = name.array();',
    ].join('\n');
    expect(transformed(code)).toContain('const name = __lazySchema(() => z.string().trim().min(1));');
    expect(transformed(code)).toContain('export const ZPerson = __lazySchema(() => z.object({ name }));');
    expect(transformed(code)).toContain(
      'export const ZAdmin = __lazySchema(() => ZUser.extend({ level: z.number() }));',
    );
    expect(transformed(code)).toContain('export const ZPeople = __lazySchema(() => name.array());');
    expect(transformed(code)).toMatch(/^import \{ lazySchema as __lazySchema \} from ".*lazySchema\.ts";/);
  });

  it('leaves what is not a schema built at load: values read from a schema, functions, other calls, let', () => {
    const code = [
      "import { z } from 'zod';",
      "import { ZRole } from './roles.js';",
      'export const ROLES = ZRole.options;',
      'export const ROLE_NAMES = ZRole.options.map((role) => role.toUpperCase());',
      "export const DEFAULT_ROLE = ZRole.parse('principal');",
      'export const limitOf = (max: number) => z.string().max(max);',
      'export const LIMITS = Object.freeze({ max: 5 });',
      'export let ZLater = z.string();',
      'function inside() { const ZLocal = z.string(); return ZLocal; }',
    ].join('\n');
    expect(transformed(code)).toBeUndefined();
  });

  it('wraps the domain package’s own schemas', () => {
    const path = join(import.meta.dirname, '../../../packages/domain/src/users/schemas.ts');
    const code = transformDomainModule(readFileSync(path, 'utf8'), path)?.code ?? '';
    expect(code).toContain('export const ZCreateUserRequest = __lazySchema(() => z.strictObject({');
  });
});

describe('lazySchema', () => {
  it('builds the schema once, the first time it is used', () => {
    const build = vi.fn(() => z.object({ name: z.string().min(1, 'Required') }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.parse({ name: 'Ada' })).toEqual({ name: 'Ada' });
    expect(schema.safeParse({ name: '' }).error?.issues[0]?.message).toBe('Required');
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('is a zod schema to zod: in shapes, unions, derived schemas, instanceof and its keys', () => {
    const ZName = lazySchema(() => z.string().trim().min(1, 'Required'));
    const ZPerson = lazySchema(() => z.object({ name: ZName, age: z.number().optional() }));
    const ZAdmin = ZPerson.extend({ level: z.enum(['district', 'school']) });
    expect(ZAdmin.parse({ name: ' Ada ', level: 'school' })).toEqual({ name: 'Ada', level: 'school' });
    expect(z.union([ZName, z.number()]).parse(3)).toBe(3);
    expect(ZPerson.partial().parse({})).toEqual({});
    expect(ZPerson.optional().parse(undefined)).toBeUndefined();
    expect(ZPerson).toBeInstanceOf(z.ZodObject);
    expect('_zod' in ZPerson).toBe(true);
    expect(Object.keys(ZPerson.shape)).toEqual(['name', 'age']);
    expect(z.array(ZPerson).safeParse([{ name: '' }]).error?.issues[0]?.path).toEqual([0, 'name']);
  });

  it('validates a form through the form resolver', async () => {
    const ZForm = lazySchema(() => z.object({ email: z.email('Enter a valid email') }));
    const resolve = zodResolver(ZForm);
    const result = await resolve({ email: 'nope' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors.email?.message).toBe('Enter a valid email');
  });
});
