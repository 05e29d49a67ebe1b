import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EntriesOverTime } from '../EntriesOverTime';
import { type ExplorerState, initialExplorer } from '../explorerState';
import '../../../i18n/insights.texts';

interface EntriesOverTimeCardProps {
  /** 300 on the dashboard (spec 000 §2); the insights page's chart is 400. */
  height?: number;
  /** What the card shows; all entries of the last twelve months by default. */
  state?: ExplorerState;
  title?: string;
}

/** The dashboard's entries-over-time card (view data insights): the chart and a link to /insights. */
export function EntriesOverTimeCard({ height = 300, state: given, title }: EntriesOverTimeCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [initial] = useState(() => initialExplorer());
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {title ?? t('insights.cards.entriesOverTime')}
        </Typography>
        <Button component={RouterLink} to="/insights" size="small">
          {t('insights.cards.open')}
        </Button>
      </Stack>
      <EntriesOverTime state={given ?? initial} height={height} />
    </Paper>
  );
}
