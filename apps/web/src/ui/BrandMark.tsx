import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '@schooldog/domain';

interface BrandMarkProps {
  color?: string;
  size?: 'small' | 'large';
}

/** The product name with its mark; the name comes from the one domain constant. */
export function BrandMark({ color = 'inherit', size = 'small' }: BrandMarkProps) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color }}>
      <ShieldOutlinedIcon aria-hidden="true" fontSize={size === 'large' ? 'large' : 'medium'} />
      <Typography
        component="span"
        sx={{ fontWeight: 700, fontSize: size === 'large' ? '1.75rem' : '1.25rem', letterSpacing: 0.2 }}
      >
        {PRODUCT_NAME}
      </Typography>
    </Box>
  );
}
