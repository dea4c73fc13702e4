/**
 * Page sizes the client and the server share, with no schema library behind
 * them, so a page that only asks for a page of something loads no schemas.
 */

/** Notifications per page unless asked otherwise (spec section 9). */
export const NOTIFICATIONS_PAGE_SIZE = 20;
