/** `/user/select-student?baru=<id>`: the child just added at /user/add-user, offered first. */
export const ADDED_STUDENT_PARAM = 'baru';
