/**
 * Constants of the content sections (spec section 9). Each lives here once;
 * the sections and their tests import it from here.
 */

/** Areas slider: how many areas one page shows per device class. */
export const AREAS_PAGE_SIZE = { phone: 20, tablet: 40, desktop: 60 } as const;
/** Areas are laid out in columns of this many. */
export const AREAS_COLUMN_SIZE = 10;

/** howItWorks splits its items into this many columns (first half left, second half right). */
export const HOW_IT_WORKS_COLUMNS = 2;

/** The reviews widget shows only these star ratings by default. */
export const TRUSTPILOT_STARS = [4, 5] as const;
/** Height of the reviews widget. */
export const TRUSTPILOT_HEIGHT_PX = 140;
/** Not in the spec: the reviews widget's bootstrap script and its carousel template. */
export const TRUSTPILOT_SCRIPT_URL = 'https://widget.trustpilot.com/bootstrap/v5/tp.widget.bootstrap.min.js';
export const TRUSTPILOT_TEMPLATE_ID = '53aa8912dec7e10d38f59f36';

