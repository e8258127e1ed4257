/** What the public complaint site's screens share: the site's name and the complaint opened, held in memory. */
export const SITE = 'Panaszbejelentés';

// The complaint the complainant opened lives only in memory (localStorage holds only the token and the logo flag).
export const openedKey = (id: number) => ['publicComplaint', id] as const;
