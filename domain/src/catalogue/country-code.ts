/** The only country code the product serves: phone numbers are Indonesian (docs/product §3). */
export const COUNTRY_CODE = '+62';
