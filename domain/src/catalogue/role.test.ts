import { describe, expect, it } from 'vitest';
import { ROLES, RoleSchema, toRoleName } from './role.ts';

describe('ROLES', () => {
  it('labels the student role Murid and the parent role Orangtua', () => {
    expect(ROLES.map((role) => [role.value, role.name])).toEqual([
      ['student', 'Murid'],
      ['parent', 'Orangtua'],
    ]);
  });

  it('rejects a role outside the list', () => {
    expect(RoleSchema.safeParse('admin').success).toBe(false);
  });
});

describe('toRoleName', () => {
  it('gives the Indonesian label of each role', () => {
    expect(toRoleName('parent')).toBe('Orangtua');
    expect(toRoleName('student')).toBe('Murid');
  });
});
