/**
 * Who runs the brand's site: the `operator` of its config file (white-label/brands/<id>.json). Each brand
 * names its own company (issue 16 §5: nothing of Velvet reaches a Terciopelo guest, legal pages included);
 * the shipped ones are demo operators whose every field is an example.
 */
import type { BrandOperator } from '../../../sdk/brands';

/** The operator's fields a text may name as `{placeholder}`. */
export function operatorPlaceholders(operator: BrandOperator): Readonly<Record<string, string>> {
  return { company: operator.company, supportEmail: operator.supportEmail, privacyEmail: operator.privacyEmail };
}
