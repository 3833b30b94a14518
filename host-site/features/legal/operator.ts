/**
 * Who runs the platform: the demo operator of this reference platform. Every
 * field is an example (the register number is all zeros, the addresses use
 * the reserved .example domain); a real deployment replaces this one module.
 * Both brands are run by the same operator: the white label is a brand of the
 * platform, not a separate company.
 */
export const OPERATOR = {
  company: 'Velvet Demo Operations GmbH',
  street: 'Friedrichstraße 68',
  postcode: '10117',
  city: 'Berlin',
  /** ISO 3166 code: the country's name is printed in the page's language. */
  country: 'DE',
  register: 'Amtsgericht Berlin-Charlottenburg, HRB 000000 B',
  vatId: 'DE000000000',
  managingDirector: 'Erika Mustermann',
  supportEmail: 'support@velvet.example',
  privacyEmail: 'privacy@velvet.example',
} as const;

/** The operator's fields a text may name as `{placeholder}`. */
export const OPERATOR_PLACEHOLDERS: Readonly<Record<string, string>> = {
  company: OPERATOR.company,
  supportEmail: OPERATOR.supportEmail,
  privacyEmail: OPERATOR.privacyEmail,
};
