import { LegalDocument, type LegalSection } from './LegalDocument';

const TERMS_SECTIONS = [
  {
    id: 'eligibility',
    headingKey: 'legal.terms.eligibility.heading',
    bodyKey: 'legal.terms.eligibility.body',
  },
  { id: 'accounts', headingKey: 'legal.terms.accounts.heading', bodyKey: 'legal.terms.accounts.body' },
  {
    id: 'acceptableUse',
    headingKey: 'legal.terms.acceptableUse.heading',
    bodyKey: 'legal.terms.acceptableUse.body',
  },
  {
    id: 'notEmergency',
    headingKey: 'legal.terms.notEmergency.heading',
    bodyKey: 'legal.terms.notEmergency.body',
  },
  {
    id: 'dataOwnership',
    headingKey: 'legal.terms.dataOwnership.heading',
    bodyKey: 'legal.terms.dataOwnership.body',
  },
  { id: 'operator', headingKey: 'legal.terms.operator.heading', bodyKey: 'legal.terms.operator.body' },
  {
    id: 'availability',
    headingKey: 'legal.terms.availability.heading',
    bodyKey: 'legal.terms.availability.body',
  },
  {
    id: 'termination',
    headingKey: 'legal.terms.termination.heading',
    bodyKey: 'legal.terms.termination.body',
  },
  { id: 'liability', headingKey: 'legal.terms.liability.heading', bodyKey: 'legal.terms.liability.body' },
  { id: 'changes', headingKey: 'legal.terms.changes.heading', bodyKey: 'legal.terms.changes.body' },
  { id: 'contact', headingKey: 'legal.terms.contact.heading', bodyKey: 'legal.terms.contact.body' },
] as const satisfies readonly LegalSection[];

/** /terms, effective May 2024 (spec 000 §1). */
export function TermsPage() {
  return (
    <LegalDocument
      titleKey="legal.terms.title"
      effectiveKey="legal.terms.effective"
      introKey="legal.terms.intro"
      sections={TERMS_SECTIONS}
    />
  );
}
