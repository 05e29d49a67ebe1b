import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TObservationSettings, TSafetyAlertSummary } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { currentLanguage } from '../../../i18n';
import { EntryTypeChip } from '../../entries/EntryTypeChip';
import { PersonInText } from '../../people/PersonInText';
import { fullName } from '../../users/userLabels';
import { alertEntryTitle, alertTime } from '../labels';
import '../../../i18n/safetyAlerts.texts';

interface SafetyAlertCardProps {
  alert: TSafetyAlertSummary;
  settings: TObservationSettings | undefined;
  schoolName: string;
}

/** One alert in the list: unread marker, category › item, school, sender, time and the message's start. */
export function SafetyAlertCard({ alert, settings, schoolName }: SafetyAlertCardProps) {
  const { t, i18n } = useTranslation();
  const title = alertEntryTitle(t, settings, alert.entry);
  const time = alertTime(alert);
  const shownTime = new Intl.DateTimeFormat(currentLanguage(i18n), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(time));
  return (
    <Card
      variant="outlined"
      sx={{
        position: 'relative',
        height: '100%',
        borderLeft: alert.isUnread ? 4 : undefined,
        borderLeftColor: alert.isUnread ? 'error.main' : undefined,
      }}
    >
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {alert.isUnread ? <Chip size="small" color="error" label={t('safetyAlerts.list.unread')} /> : null}
          <EntryTypeChip type={alert.entry.observationType} />
          {alert.status === 'held' ? (
            <Chip size="small" variant="outlined" label={t('safetyAlerts.list.held')} />
          ) : null}
        </Stack>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: alert.isUnread ? 700 : 600 }}>
          <Link
            component={RouterLink}
            to={`/safetyAlerts/${alert.id}`}
            color="inherit"
            underline="hover"
            aria-label={
              alert.isUnread
                ? t('safetyAlerts.list.openUnread', { title })
                : t('safetyAlerts.list.open', { title })
            }
            // The link covers the card, so a tap anywhere opens the alert.
            sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}
          >
            {title}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {schoolName}
          {alert.entry.location ? ` · ${alert.entry.location}` : ''}
        </Typography>
        {alert.message ? (
          <Typography
            variant="body2"
            sx={{
              overflow: 'hidden',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflowWrap: 'anywhere',
            }}
          >
            {alert.message}
          </Typography>
        ) : null}
        <Typography variant="caption" color="text.secondary">
          <PersonInText
            text={(name) => t('safetyAlerts.sentBy', { name })}
            userId={alert.sender?.id}
            name={alert.sender ? fullName(alert.sender) : null}
          />{' '}
          · <time dateTime={time}>{shownTime}</time>
        </Typography>
      </CardContent>
    </Card>
  );
}
