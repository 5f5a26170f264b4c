/*
 * The family's subscription pages (issue 16, decision 082): private, under /bimbel/user like the
 * weekly report. docs/product §2 names a "manage subscription page" without a route; these are ours.
 */

/** The Live Classes User Home Page (docs/product §2): the classes a subscription opens. */
export const STUDENT_HOME_PATH = '/bimbel/user';
/** Each student's package and end date, pause and resume, buy again, the purchase history. */
export const MANAGE_SUBSCRIPTION_PATH = '/bimbel/user/langganan';
/**
 * The id of one student's card on the manage subscription page, so a link can land on it.
 *
 * @example
 * studentPlanId('5f0c3b1e'); // 'langganan-5f0c3b1e'
 */
export function studentPlanId(studentId: string): string {
  return `langganan-${studentId}`;
}

/**
 * One student's card on the manage subscription page: where their pause, resume and extension are.
 *
 * @example
 * studentPlanHref('5f0c3b1e'); // '/bimbel/user/langganan#langganan-5f0c3b1e'
 */
export function studentPlanHref(studentId: string): string {
  return `${MANAGE_SUBSCRIPTION_PATH}#${studentPlanId(studentId)}`;
}

/** The family's paid orders (docs/product §7 `GET {packages-api}/api/v1/purchases`). */
export const PURCHASES_PATH = '/bimbel/user/pembelian';

/**
 * A paid order's receipt page.
 *
 * @example
 * receiptPath('5f0c3b1e-8a4d-4c2b-9e7f-1a2b3c4d5e6f'); // '/bimbel/user/pembelian/5f0c3b1e-8a4d-4c2b-9e7f-1a2b3c4d5e6f'
 */
export function receiptPath(orderId: string): string {
  return `${PURCHASES_PATH}/${encodeURIComponent(orderId)}`;
}

/** The package selector (docs/product §2 /paket). */
export const PACKAGES_PATH = '/paket';
/** `?murid=<student id>` on /paket: whom the package is for (buy again, extend). */
export const PACKAGE_STUDENT_PARAM = 'murid';

/**
 * Buy again or extend for one student: the package selector with the student chosen.
 *
 * @example
 * buyAgainHref('5f0c3b1e-8a4d-4c2b-9e7f-1a2b3c4d5e6f'); // '/paket?murid=5f0c3b1e-8a4d-4c2b-9e7f-1a2b3c4d5e6f'
 */
export function buyAgainHref(studentId: string): string {
  return `${PACKAGES_PATH}?${PACKAGE_STUDENT_PARAM}=${encodeURIComponent(studentId)}`;
}
