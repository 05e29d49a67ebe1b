import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { Breakpoint } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { GridList, TWO_COLUMNS } from './GridList';
import { SkeletonRegion } from './SkeletonRegion';

/** The cards whose shape a skeleton can take: EntryCard and WalkCard. */
type CardShape = 'entry' | 'walk';

// A text skeleton inside Typography takes that variant's line height, as the real text does.
function Line({ variant, width }: { variant: 'subtitle1' | 'body2' | 'caption'; width: string | number }) {
  return (
    <Typography variant={variant} component="div">
      <Skeleton width={width} />
    </Typography>
  );
}

/** An entry card: type chip and title, details, comment, reporter; optionally a picture and actions. */
function EntryCardSkeleton({ pictureSize, hasActions }: { pictureSize?: number; hasActions: boolean }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'grid', gap: 1.25 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Skeleton variant="rounded" width={64} height={24} sx={{ borderRadius: 4, flexShrink: 0 }} />
          <Box sx={{ flexGrow: 1 }}>
            <Line variant="subtitle1" width="70%" />
          </Box>
        </Stack>
        <Line variant="body2" width="80%" />
        <Line variant="body2" width="60%" />
        {pictureSize ? <Skeleton variant="rounded" width={pictureSize} height={pictureSize} /> : null}
        <Line variant="caption" width="55%" />
      </CardContent>
      {hasActions ? (
        <Box sx={{ px: 2, pb: 1.5 }}>
          <Skeleton variant="rounded" width={56} height={30} />
        </Box>
      ) : null}
    </Card>
  );
}

/** A walk card: school, status chips, entry count, and leader, collaborators and start time. */
function WalkCardSkeleton() {
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', alignItems: 'flex-start' }}>
      <CardContent sx={{ display: 'grid', gap: 1, flexGrow: 1 }}>
        <Line variant="subtitle1" width="65%" />
        <Stack direction="row" spacing={0.5}>
          <Skeleton variant="rounded" width={84} height={24} sx={{ borderRadius: 4 }} />
          <Skeleton variant="rounded" width={96} height={24} sx={{ borderRadius: 4 }} />
        </Stack>
        <Line variant="body2" width="30%" />
        <Box sx={{ display: 'grid', rowGap: 0.25 }}>
          <Line variant="body2" width="60%" />
          <Line variant="body2" width="70%" />
          <Line variant="body2" width="65%" />
        </Box>
      </CardContent>
      <Box sx={{ p: 1 }}>
        <Skeleton variant="circular" width={24} height={24} />
      </Box>
    </Card>
  );
}

interface CardListSkeletonProps {
  shape: CardShape;
  count?: number;
  /** As the real list's GridList. */
  columns?: string | Partial<Record<Breakpoint, string>>;
  gap?: number;
  /** Entry cards: the size of a picture square, when the entry has pictures. */
  pictureSize?: number;
  /** Entry cards: room for the Edit button under the card. */
  hasActions?: boolean;
}

/** Skeleton cards sized like the real ones, in the same grid; for inside a SkeletonRegion. */
export function CardGridSkeleton({
  shape,
  count = 4,
  columns = TWO_COLUMNS,
  gap = 2,
  pictureSize,
  hasActions = false,
}: CardListSkeletonProps) {
  return (
    <GridList columns={columns} gap={gap}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          {shape === 'entry' ? (
            <EntryCardSkeleton pictureSize={pictureSize} hasActions={hasActions} />
          ) : (
            <WalkCardSkeleton />
          )}
        </li>
      ))}
    </GridList>
  );
}

/** A card list while it loads: its skeleton cards in a region announced as loading. */
export function CardListSkeleton(props: CardListSkeletonProps) {
  return (
    <SkeletonRegion>
      <CardGridSkeleton {...props} />
    </SkeletonRegion>
  );
}
