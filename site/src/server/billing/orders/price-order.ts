import type { OrderQuoteBody } from '@bimbel/domain/contracts/order-contracts';
import { parseGradeValue } from '@bimbel/domain/catalogue/grade';
import { packageProgramsFor } from '@bimbel/domain/packages/package-programs-for';
import { taxAmountOf, taxNote, type TaxMode } from '@bimbel/domain/packages/price-tax';
import type { Kysely } from 'kysely';
import type { Tables, User } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { findPackage, type PackageWithTenures } from '../catalogue/package-queries.ts';
import { ORDER_MESSAGES } from './order-messages.ts';

/** A priced order: the quote the summary step shows, with the package row it was priced from. */
export type PricedOrder = OrderQuoteBody & { package: PackageWithTenures };

/** A student's grade as the order shows it ('Kelas 8 SMP/MTs'); '' when unknown. */
export function gradeLabelOf(student: Pick<User, 'grade'>): string {
  return (student.grade && parseGradeValue(student.grade)?.name) ?? '';
}

/** 422 student_not_eligible, naming the student, unless their grade and stream fit the package. */
function checkEligible(student: User, found: PackageWithTenures): void {
  const grade = student.grade ? parseGradeValue(student.grade) : null;
  if (!grade) {
    throw new ApiError(
      422,
      'student_not_eligible',
      ORDER_MESSAGES.studentWithoutGrade(student.full_name),
      'studentIds',
    );
  }
  const fits =
    packageProgramsFor({ grade: grade.grade, stream: grade.stream }).includes(found.program) &&
    found.grades.includes(grade.grade);
  if (!fits) {
    throw new ApiError(
      422,
      'student_not_eligible',
      ORDER_MESSAGES.studentNotEligible(student.full_name, grade.name, found.name),
      'studentIds',
    );
  }
}

/**
 * Prices an order from the catalogue only: the package's tenure price for each student (one line
 * each, price × 1), the total, and the PPN in it. Whatever price the request carried is never
 * read. 404 for an unknown package, 409 package_unavailable for a withdrawn one or a tenure it
 * does not offer, 422 student_not_eligible for a student whose grade or stream it is not for.
 */
export async function priceOrder(
  db: Kysely<Tables>,
  {
    packageId,
    tenureMonths,
    students,
  }: { packageId: string; tenureMonths: number; students: readonly User[] },
  taxMode: TaxMode,
): Promise<PricedOrder> {
  const found = await findPackage(db, packageId);
  if (!found) throw new ApiError(404, 'not_found', ORDER_MESSAGES.packageNotFound, 'packageId');
  if (!found.active) throw new ApiError(409, 'package_unavailable', ORDER_MESSAGES.packageWithdrawn);
  const tenure = found.tenures.find((candidate) => candidate.months === tenureMonths);
  if (!tenure) throw new ApiError(409, 'package_unavailable', ORDER_MESSAGES.tenureUnavailable(tenureMonths));
  for (const student of students) checkEligible(student, found);
  const total = tenure.price * students.length;
  return {
    package: found,
    packageId: found.id,
    packageName: found.name,
    tenureMonths,
    unitPrice: tenure.price,
    quantity: students.length,
    total,
    taxMode,
    taxAmount: taxAmountOf(total, taxMode),
    taxNote: taxNote(taxMode),
    lines: students.map((student) => ({
      studentId: student.id,
      studentName: student.full_name,
      gradeLabel: gradeLabelOf(student),
      price: tenure.price,
    })),
  };
}
