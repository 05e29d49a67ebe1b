import Typography from '@mui/material/Typography';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initialExplorer, withFavorite } from '../explorerState';
import { useFavoriteInsights } from '../queries';
import { EntriesOverTimeCard } from './EntriesOverTimeCard';
import '../../../i18n/insights.texts';

interface FavoriteInsightCardProps {
  /** The favourite shown (users.favoriteInsightQueries). */
  favoriteId: string;
  height?: number;
}

/** A favourite insight on the dashboard (view data insights): its chart over the last twelve months. */
export function FavoriteInsightCard({ favoriteId, height = 300 }: FavoriteInsightCardProps) {
  const { t } = useTranslation();
  const favorites = useFavoriteInsights();
  const [initial] = useState(() => initialExplorer());
  const favorite = favorites.data?.find((candidate) => candidate.id === favoriteId);
  if (favorites.data && !favorite)
    return (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('insights.cards.favorite')}
        </Typography>
        <Typography color="text.secondary">{t('insights.cards.favoriteMissing')}</Typography>
      </Paper>
    );
  return (
    <EntriesOverTimeCard
      height={height}
      title={favorite?.insightName ?? t('insights.cards.favorite')}
      {...(favorite ? { state: withFavorite(initial, favorite) } : {})}
    />
  );
}
