import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { GridList } from '../../ui/GridList';
import { SkeletonRegion } from '../../ui/SkeletonRegion';

function Line({
  variant = 'body2',
  width,
}: {
  variant?: 'body1' | 'body2' | 'caption';
  width: string | number;
}) {
  return (
    <Typography variant={variant} component="div">
      <Skeleton width={width} />
    </Typography>
  );
}

/** The users list while its first page loads: table rows on a desktop, cards on a phone. */
export function UsersListSkeleton({ isWide, count = 6 }: { isWide: boolean; count?: number }) {
  const rows = Array.from({ length: count }, (_, index) => index);
  return (
    <SkeletonRegion>
      {isWide ? (
        <Box>
          {rows.map((index) => (
            <Box
              key={index}
              sx={{
                display: 'grid',
                gridTemplateColumns: '2fr 1.2fr 1.4fr 1.2fr 0.8fr 40px',
                gap: 2,
                alignItems: 'center',
                px: 2,
                py: 1.5,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Box>
                <Line variant="body1" width="60%" />
                <Line width="80%" />
              </Box>
              <Line width="70%" />
              <Line width="80%" />
              <Line width="75%" />
              <Skeleton variant="rounded" width={64} height={24} sx={{ borderRadius: 4 }} />
              <Skeleton variant="circular" width={24} height={24} />
            </Box>
          ))}
        </Box>
      ) : (
        <GridList columns="1fr" gap={1.5}>
          {rows.map((index) => (
            <li key={index}>
              <Card variant="outlined">
                <CardContent sx={{ display: 'grid', gap: 0.75 }}>
                  <Line variant="body1" width="55%" />
                  <Line width="75%" />
                  <Line width="65%" />
                  <Skeleton variant="rounded" width={64} height={24} sx={{ borderRadius: 4 }} />
                </CardContent>
              </Card>
            </li>
          ))}
        </GridList>
      )}
    </SkeletonRegion>
  );
}
