/** Where the customer's postal code is remembered for the postal-code forms (spec §3 "Stored user location"); the key stays `areaCode`, so what browsers remember still reads. */
export const POSTAL_CODE_STORAGE_KEY = 'areaCode';
