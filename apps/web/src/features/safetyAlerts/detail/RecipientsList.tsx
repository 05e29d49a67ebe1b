import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { TSafetyAlertRecipient } from '@schooldog/domain';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import { PersonName } from '../../people/PersonName';
import { fullName } from '../../users/userLabels';
import '../../../i18n/safetyAlerts.texts';

/** "Read 3:14 PM" today, with the date on other days. */
function readTime(language: string, time: string): string {
  const read = new Date(time);
  const isToday = read.toDateString() === new Date().toDateString();
  return new Intl.DateTimeFormat(
    language,
    isToday ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  ).format(read);
}

/** What reached a recipient: in the app, N devices, email; 'Not delivered yet' while nothing has. */
function deliveries(t: TFunction, delivered: NonNullable<TSafetyAlertRecipient['delivered']>): string {
  const parts = [
    delivered.inApp ? t('safetyAlerts.detail.delivered.inApp') : null,
    delivered.pushDevices > 0
      ? t('safetyAlerts.detail.delivered.devices', { count: delivered.pushDevices })
      : null,
    delivered.email ? t('safetyAlerts.detail.delivered.email') : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(' · ') : t('safetyAlerts.detail.delivered.none');
}

/**
 * Who the alert went to: each one's read time ("Read 3:14 PM" / "Not read yet") and what reached
 * them, when the server tells it (to the sender and those who manage alerts at the school; null to
 * the recipients).
 */
export function RecipientsList({ recipients }: { recipients: readonly TSafetyAlertRecipient[] }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const headingId = useId();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" id={headingId}>
          {t('safetyAlerts.detail.recipients', { count: recipients.length })}
        </Typography>
        <List aria-labelledby={headingId} dense>
          {recipients.map((recipient) => (
            <ListItem key={recipient.id} disableGutters>
              <ListItemText
                primary={<PersonName userId={recipient.id} name={fullName(recipient)} />}
                secondary={[
                  recipient.timeRead
                    ? t('safetyAlerts.detail.read', { time: readTime(language, recipient.timeRead) })
                    : t('safetyAlerts.detail.notRead'),
                  recipient.delivered ? deliveries(t, recipient.delivered) : null,
                ]
                  .filter((part) => part !== null)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
