/** Where 'Keluar kelas' and the refusal pages lead: the student's home with their classes. */
export const ROOM_EXIT_PATH = '/bimbel/user';
