import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from './useDocumentTitle';

interface PageHeadingProps {
  title: string;
  subtitle?: ReactNode;
  /** The browser tab's name when it should differ from the heading. */
  documentTitle?: string;
  hasBottomMargin?: boolean;
}

/** The page's one h1, which also names the browser tab. */
export function PageHeading({ title, subtitle, documentTitle, hasBottomMargin = true }: PageHeadingProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <Box component="header" sx={{ mb: hasBottomMargin ? 3 : 0 }}>
      <Typography variant="h1">{title}</Typography>
      {subtitle ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {subtitle}
        </Typography>
      ) : null}
    </Box>
  );
}
