/** Fragment id of the "browse by grade" section on /tanya (`/tanya#jelajahi`). */
export const BROWSE_SECTION_ID = 'jelajahi';
