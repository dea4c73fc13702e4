/** Where the customer's postal code is remembered for the postal-code forms (spec §3 "Stored user location"). */
export const AREA_CODE_STORAGE_KEY = 'areaCode';
