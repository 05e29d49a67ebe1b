import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePublicSettings } from '../../app/publicSettings';
import type { TranslationKey } from '../../i18n';
import { PageHeading } from '../../ui/PageHeading';

export interface LegalSection {
  id: string;
  headingKey: TranslationKey;
  /** Paragraphs separated by a blank line. */
  bodyKey: TranslationKey;
}

interface LegalDocumentProps {
  titleKey: TranslationKey;
  effectiveKey: TranslationKey;
  introKey: TranslationKey;
  sections: readonly LegalSection[];
}

function Paragraphs({ text }: { text: string }) {
  return text.split('\n\n').map((paragraph) => (
    <Typography key={paragraph} sx={{ mb: 1.5 }}>
      {paragraph}
    </Typography>
  ));
}

/** Terms and privacy: our own text, in sections, with the deployment's support contact. */
export function LegalDocument({ titleKey, effectiveKey, introKey, sections }: LegalDocumentProps) {
  const { t } = useTranslation();
  const { data: settings } = usePublicSettings();
  return (
    <Paper variant="outlined" component="article" sx={{ p: { xs: 2, sm: 4 } }}>
      <PageHeading title={t(titleKey)} subtitle={t(effectiveKey)} />
      <Paragraphs text={t(introKey)} />
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`legal-${section.id}`}>
          <Typography variant="h2" id={`legal-${section.id}`} sx={{ mt: 3, mb: 1 }}>
            {t(section.headingKey)}
          </Typography>
          <Paragraphs text={t(section.bodyKey)} />
        </section>
      ))}
      <Stack spacing={0.5}>
        {settings?.supportEmail ? (
          <Typography>
            {t('support.contact.emailLabel')}{' '}
            <Link href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</Link>
          </Typography>
        ) : null}
        {settings?.supportPhone ? (
          <Typography>
            {t('support.contact.phoneLabel')}{' '}
            <Link href={`tel:${settings.supportPhone}`}>{settings.supportPhone}</Link>
          </Typography>
        ) : null}
      </Stack>
    </Paper>
  );
}
