// Stored tax data that several test files start from (tests only): the nine spec §3 tax fields of an
// account, as the server sends them.

/** An account that has entered no tax data: every field empty, delivered to the tax address (default 1). */
export const NO_TAX_DATA = {
  tax_person_type: null,
  tax_name_one: null,
  tax_name_two: null,
  tax_payer_identification_no: null,
  tax_address: null,
  tax_postcode: null,
  tax_is_delivery_by_tax_address: 1,
  tax_delivery_address: null,
  tax_company_certificate: null,
};
