import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

/** A screen header's shape: an h5 title line and a status chip under it (e.g. WalkHeader). */
export function HeaderSkeleton() {
  return (
    <Box>
      <Typography variant="h5" component="div">
        <Skeleton width="min(60%, 420px)" />
      </Typography>
      <Skeleton variant="rounded" width={88} height={24} sx={{ mt: 0.5, borderRadius: 4 }} />
    </Box>
  );
}
