import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { CardListSkeleton } from '../../../ui/CardListSkeleton';
import { HeaderSkeleton } from '../../../ui/HeaderSkeleton';
import { SkeletonRegion } from '../../../ui/SkeletonRegion';

/** A walk screen while its walk loads: header, tab bar and entry cards, in the screen's own frame. */
export function WalkLoading() {
  return (
    <SkeletonRegion sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1400, mx: 'auto' }}>
      <Stack spacing={2}>
        <HeaderSkeleton />
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', height: 48 }}>
          {[72, 88, 120].map((width) => (
            <Skeleton key={width} width={width} />
          ))}
        </Box>
        <Skeleton variant="rectangular" height={4} />
        <CardListSkeleton shape="entry" count={2} />
      </Stack>
    </SkeletonRegion>
  );
}
