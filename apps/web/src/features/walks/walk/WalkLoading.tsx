import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CardGridSkeleton } from '../../../ui/CardListSkeleton';
import { HeaderSkeleton } from '../../../ui/HeaderSkeleton';
import { SkeletonRegion } from '../../../ui/SkeletonRegion';

/**
 * A walk screen while its walk loads, in the walk screen's frame: header and its buttons, the tab
 * bar and progress, entry cards, and on wide screens the entries panel beside them.
 */
export function WalkLoading() {
  return (
    <SkeletonRegion sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1400, mx: 'auto' }}>
      <Box sx={{ display: 'flex', gap: 3 }}>
        <Stack spacing={2} sx={{ flexGrow: 1, minWidth: 0 }}>
          <HeaderSkeleton />
          <Stack direction="row" spacing={1} sx={{ px: 1 }}>
            <Skeleton variant="circular" width={24} height={24} />
            <Skeleton variant="circular" width={24} height={24} />
          </Stack>
          <Box sx={{ display: 'flex', gap: 4, alignItems: 'center', height: 48, px: 2 }}>
            {[72, 96, 200].map((width) => (
              <Skeleton key={width} width={width} />
            ))}
          </Box>
          <Skeleton variant="rectangular" height={4} />
          <CardGridSkeleton shape="entry" count={2} />
        </Stack>
        <Paper
          variant="outlined"
          sx={{ display: { xs: 'none', lg: 'block' }, width: 340, flexShrink: 0, p: 2 }}
        >
          <Typography variant="h6" component="div" gutterBottom>
            <Skeleton width={110} />
          </Typography>
          <CardGridSkeleton shape="entry" count={2} columns="1fr" gap={1.5} />
        </Paper>
      </Box>
    </SkeletonRegion>
  );
}
