import type { z } from 'zod';
import { NewStudentSchema, REGISTER_STUDENTS_MAX } from './register-user.ts';

/** Students one family account may hold: the same bound as one registration. */
export const FAMILY_STUDENTS_MAX = REGISTER_STUDENTS_MAX;

/** Messages of adding a child to a family (ours: docs/product shows no rules for /user/add-user). */
export const ADD_STUDENT_MESSAGES = {
  success: 'Sip, data anak berhasil ditambahkan.',
  parentOnly: 'Tambah data anak lewat akun orangtua, ya.',
  tooMany: `Satu akun bisa punya maksimal ${FAMILY_STUDENTS_MAX} murid.`,
} as const;

/**
 * Body of `POST {api}/user-management/v3/students` (ours: docs/product §7 lists no call that adds a
 * child, and /user/add-user needs one): the child's name and grade fields, as a parent
 * registers them.
 *
 * @example
 * AddStudentSchema.parse({ full_name: 'Nadia Putri', grade: '5_SD_SD' }).grade.classType; // 'SD'
 */
export const AddStudentSchema = NewStudentSchema;

export type AddStudentInput = z.input<typeof AddStudentSchema>;
export type AddStudent = z.output<typeof AddStudentSchema>;
