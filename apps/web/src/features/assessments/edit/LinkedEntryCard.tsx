import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TEntry, TObservationSettings } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EntryPicture } from '../../entries/EntryPicture';
import { ENTRY_TYPE_COLORS, ENTRY_TYPE_LABEL_KEYS, itemLabelOf } from '../../entries/labels';
import { pictureUrl } from '../../entries/pictureUrl';
import '../../../i18n/assessmentEdit.texts';

interface LinkedEntryCardProps {
  entry: TEntry;
  settings: TObservationSettings | undefined;
}

/** An entry linked to a question, compact: type, item, quantity, comment and its first picture; opens the entry. */
export function LinkedEntryCard({ entry, settings }: LinkedEntryCardProps) {
  const { t } = useTranslation();
  const item = itemLabelOf(settings, entry.observationItemId) ?? t('entries.card.unknownOption');
  const [picture] = entry.imagePaths;
  return (
    <Card variant="outlined" sx={{ position: 'relative', p: 1.25 }}>
      <Stack direction="row" spacing={1.25} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={0.5} sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <Chip
              size="small"
              color={ENTRY_TYPE_COLORS[entry.observationType]}
              label={t(ENTRY_TYPE_LABEL_KEYS[entry.observationType])}
            />
            <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 0 }}>
              <Link
                component={RouterLink}
                to={`/entries/${entry.id}`}
                color="inherit"
                underline="hover"
                aria-label={t('entries.card.open', { title: item })}
                // The link covers the card, so a tap anywhere opens the entry.
                sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}
              >
                {item}
              </Link>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('assessmentEdit.question.quantity', { count: entry.quantity })}
            </Typography>
          </Stack>
          {entry.comment ? (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{
                overflowWrap: 'anywhere',
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {entry.comment}
            </Typography>
          ) : null}
        </Stack>
        {picture ? (
          <EntryPicture
            key={picture}
            src={pictureUrl(picture)}
            alt={t('entries.picture.alt', { number: 1 })}
            size={48}
          />
        ) : null}
      </Stack>
    </Card>
  );
}
