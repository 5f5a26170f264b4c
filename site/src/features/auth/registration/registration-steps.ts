/** Where the sign-up steps say the visitor is. */
export const REGISTRATION_STEPS = {
  role: 'Langkah 1 dari 3',
  details: 'Langkah 2 dari 3',
  location: 'Langkah 3 dari 3',
} as const;
