import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { SkeletonRegion } from './SkeletonRegion';

/** Rows of a list of two-line items (ListItemText's primary and secondary) while it loads. */
export function ListRowsSkeleton({ count = 3 }: { count?: number }) {
  return (
    <SkeletonRegion>
      {Array.from({ length: count }, (_, index) => (
        // As a ListItemButton with a divider: 8px 16px padding, 6px between the two lines.
        <Box key={index} sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Box sx={{ my: '6px' }}>
            <Typography component="div">
              <Skeleton width="45%" />
            </Typography>
            <Typography variant="body2" component="div">
              <Skeleton width="65%" />
            </Typography>
          </Box>
        </Box>
      ))}
    </SkeletonRegion>
  );
}
