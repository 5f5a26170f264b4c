import { z } from 'zod';

/** User roles with their Indonesian labels: Murid = student, Orangtua = parent (docs/product §3). */
export const ROLES = [
  { name: 'Murid', value: 'student' },
  { name: 'Orangtua', value: 'parent' },
] as const;

export type Role = (typeof ROLES)[number]['value'];

export const RoleSchema = z.enum(['student', 'parent']);

/**
 * Gives the Indonesian label of a role.
 *
 * @example
 * toRoleName('parent'); // 'Orangtua'
 */
export function toRoleName(role: Role): string {
  return role === 'student' ? 'Murid' : 'Orangtua';
}
