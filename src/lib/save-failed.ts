/**
 * The fallback of a failed save; each other use names its own (sign-in, upload, delete…). Its own
 * module so that a form can name it without loading the server-message tables.
 */
export const SAVE_FAILED = 'A mentés nem sikerült. Kérjük, próbálja újra később.';
