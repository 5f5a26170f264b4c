/** Where pages that need a session send visitors without one (docs/product §2, §6). */
export const LOGIN_PATH = '/login';
