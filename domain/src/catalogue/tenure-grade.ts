/**
 * Grades offered by the tenure-related (package) forms, as strings because they fill
 * select options. Grade 4 is excluded there (docs/product §3 Catalogues).
 */
export const TENURE_GRADES = ['5', '6', '7', '8', '9', '10', '11', '12'] as const;

export type TenureGrade = (typeof TENURE_GRADES)[number];
