import { LegalDocument, type LegalSection } from './LegalDocument';

const PRIVACY_SECTIONS = [
  { id: 'audience', headingKey: 'legal.privacy.audience.heading', bodyKey: 'legal.privacy.audience.body' },
  { id: 'collected', headingKey: 'legal.privacy.collected.heading', bodyKey: 'legal.privacy.collected.body' },
  { id: 'use', headingKey: 'legal.privacy.use.heading', bodyKey: 'legal.privacy.use.body' },
  { id: 'sharing', headingKey: 'legal.privacy.sharing.heading', bodyKey: 'legal.privacy.sharing.body' },
  { id: 'students', headingKey: 'legal.privacy.students.heading', bodyKey: 'legal.privacy.students.body' },
  { id: 'device', headingKey: 'legal.privacy.device.heading', bodyKey: 'legal.privacy.device.body' },
  { id: 'security', headingKey: 'legal.privacy.security.heading', bodyKey: 'legal.privacy.security.body' },
  { id: 'retention', headingKey: 'legal.privacy.retention.heading', bodyKey: 'legal.privacy.retention.body' },
  { id: 'choices', headingKey: 'legal.privacy.choices.heading', bodyKey: 'legal.privacy.choices.body' },
  { id: 'operator', headingKey: 'legal.privacy.operator.heading', bodyKey: 'legal.privacy.operator.body' },
  { id: 'changes', headingKey: 'legal.privacy.changes.heading', bodyKey: 'legal.privacy.changes.body' },
  { id: 'contact', headingKey: 'legal.privacy.contact.heading', bodyKey: 'legal.privacy.contact.body' },
] as const satisfies readonly LegalSection[];

/** /privacy, effective December 2024 (spec 000 §1). */
export function PrivacyPage() {
  return (
    <LegalDocument
      titleKey="legal.privacy.title"
      effectiveKey="legal.privacy.effective"
      introKey="legal.privacy.intro"
      sections={PRIVACY_SECTIONS}
    />
  );
}
