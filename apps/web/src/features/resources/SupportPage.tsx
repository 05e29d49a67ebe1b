import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePublicSettings } from '../../app/publicSettings';
import type { TranslationKey } from '../../i18n';
import { PageHeading } from '../../ui/PageHeading';

const FAQ = [
  { id: 'signIn', questionKey: 'support.faq.signIn.question', answerKey: 'support.faq.signIn.answer' },
  {
    id: 'resetPassword',
    questionKey: 'support.faq.resetPassword.question',
    answerKey: 'support.faq.resetPassword.answer',
  },
  {
    id: 'signInLink',
    questionKey: 'support.faq.signInLink.question',
    answerKey: 'support.faq.signInLink.answer',
  },
  { id: 'timedOut', questionKey: 'support.faq.timedOut.question', answerKey: 'support.faq.timedOut.answer' },
  { id: 'offline', questionKey: 'support.faq.offline.question', answerKey: 'support.faq.offline.answer' },
  { id: 'photos', questionKey: 'support.faq.photos.question', answerKey: 'support.faq.photos.answer' },
  { id: 'install', questionKey: 'support.faq.install.question', answerKey: 'support.faq.install.answer' },
  { id: 'access', questionKey: 'support.faq.access.question', answerKey: 'support.faq.access.answer' },
] as const satisfies readonly { id: string; questionKey: TranslationKey; answerKey: TranslationKey }[];

function ContactCard() {
  const { t } = useTranslation();
  const { data: settings } = usePublicSettings();
  const email = settings?.supportEmail ?? null;
  const phone = settings?.supportPhone ?? null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="support-contact"
      sx={{ p: { xs: 2, sm: 3 }, mb: 4 }}
    >
      <Typography variant="h2" id="support-contact" sx={{ mb: 1 }}>
        {t('support.contact.title')}
      </Typography>
      {email === null && phone === null ? (
        <Typography>{t('support.contact.askAdministrator')}</Typography>
      ) : null}
      {email ? (
        <Typography>
          {t('support.contact.emailLabel')} <Link href={`mailto:${email}`}>{email}</Link>
        </Typography>
      ) : null}
      {phone ? (
        <Typography>
          {t('support.contact.phoneLabel')} <Link href={`tel:${phone}`}>{phone}</Link>
        </Typography>
      ) : null}
    </Paper>
  );
}

/** /faq, "Get Support": troubleshooting answers and the deployment's support contact. */
export function SupportPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('support.title')} subtitle={t('support.subtitle')} />
      <ContactCard />
      <Box component="section" aria-labelledby="support-faq">
        <Typography variant="h2" id="support-faq" sx={{ mb: 2 }}>
          {t('support.faqTitle')}
        </Typography>
        {FAQ.map((item) => (
          <Accordion key={item.id} disableGutters variant="outlined">
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {t(item.questionKey)}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              {t(item.answerKey)
                .split('\n\n')
                .map((paragraph) => (
                  <Typography key={paragraph} sx={{ mb: 1 }}>
                    {paragraph}
                  </Typography>
                ))}
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </>
  );
}
