import { createStore } from 'jotai';

/**
 * The one jotai store of the app-wide providers. Module-level so event handlers and calls
 * outside React (a failed fetch signing the user out) read and write the same atoms the
 * components render.
 */
export const appStore = createStore();
