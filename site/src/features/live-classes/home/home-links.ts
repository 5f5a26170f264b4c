/** Where the class parts of the user home lead. */
export const HOME_LINKS = {
  /** The packages (docs/product §2 Live Classes Home Page); the package pages come in a later issue. */
  packages: '/bimbel',
  /** "Jadwal dan Materi": the public weekly timetable. */
  timetable: '/jadwal',
  /** Choosing and booking a free session's slot (decision 074); without a session it lists the student's. */
  freeSessions: '/slot-selection',
  /** Where a student fills in their grade. */
  updateProfile: '/user/update-user',
} as const;
