import { UPDATE_PROFILE_MESSAGES } from '@bimbel/domain/profile/update-student-profile';

/** Indonesian messages of the users service's refusals (the schemas carry the field messages). */
export const USER_MESSAGES = {
  /** Switching to, editing or adding a parent for a profile outside the caller's family. */
  noAccessToProfile: 'Kamu tidak punya akses ke profil ini.',
  /** A parent edits a student, so it has to say which one. */
  studentIdRequired: 'Pilih profil murid yang mau diubah dulu, ya.',
  profileUpdated: UPDATE_PROFILE_MESSAGES.success,
  parentExists: 'Data orangtua sudah ada di akun ini.',
  /** Missing, unknown, used or expired register token. */
  registerTokenInvalid: 'Waktu pendaftaranmu sudah habis. Masuk lagi dengan nomor HP-mu, ya.',
  accountExists: 'Nomor ini sudah terdaftar. Masuk dengan nomor ini, ya.',
  /** Unknown, used, expired or superseded e-mail verification link. */
  verificationLinkInvalid: 'Tautan verifikasi sudah tidak berlaku.',
} as const;
