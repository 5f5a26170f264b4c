/** SPEC §8: the profile switch failed. */
export const SWITCH_FAILED_MESSAGE = 'Maaf ya, ada yang salah. Coba lagi, yuk.';

/** `/user/select-student?baru=<id>`: the child just added at /user/add-user, offered first. */
export const ADDED_STUDENT_PARAM = 'baru';
