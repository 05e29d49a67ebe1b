import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import visuallyHidden from '@mui/utils/visuallyHidden';

/**
 * A link to another site, opened in a new tab: the eye sees an icon, a screen reader hears
 * "(opens in a new tab)" (WCAG 3.2.5), so the words do not clutter the text.
 */
export function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
      {children}
      <OpenInNewIcon aria-hidden="true" sx={{ fontSize: '0.95em', ml: 0.5, verticalAlign: '-0.1em' }} />
      <Box component="span" sx={visuallyHidden}>
        {` ${t('common.opensInNewTab')}`}
      </Box>
    </Link>
  );
}
