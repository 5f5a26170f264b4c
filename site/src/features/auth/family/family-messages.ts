/** SPEC §8: the profile switch failed. */
export const SWITCH_FAILED_MESSAGE = 'Maaf ya, ada yang salah. Coba lagi, yuk.';
