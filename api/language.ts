/** Cookie that remembers the language the visitor chose last (spec section 9): the header's toggle writes it, the server reads it at the site's address. */
export const LANGUAGE_COOKIE = 'language';
