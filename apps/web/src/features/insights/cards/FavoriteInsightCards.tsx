import Stack from '@mui/material/Stack';
import { useFavoriteInsights } from '../queries';
import { FavoriteInsightCard } from './FavoriteInsightCard';

/**
 * The dashboard's favourite insights: one card per favourite, in the order they were saved. They
 * move and turn off together in Customize Dashboard (one entry, 'favoriteInsights'); with none the
 * dashboard shows nothing here, and /insights is where they are added.
 */
export function FavoriteInsightCards() {
  const favorites = useFavoriteInsights();
  if (!favorites.data?.length) return null;
  return (
    <Stack spacing={2}>
      {favorites.data.map((favorite) => (
        <FavoriteInsightCard key={favorite.id} favoriteId={favorite.id} />
      ))}
    </Stack>
  );
}
