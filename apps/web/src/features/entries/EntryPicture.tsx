import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pictureRetryDelayMs } from './retry';

/** Where a stored picture (observations/{entryId}/{uid}) is served. */
export function pictureUrl(path: string): string {
  return `/api/files/${path.split('/').map(encodeURIComponent).join('/')}`;
}

interface EntryPictureProps {
  src: string;
  alt: string;
  /** Width and height of the square it fills. */
  size?: number | string;
}

/**
 * A picture that retries loading up to 3 times, waiting 2 s, 4 s, then 6 s (spec 000 §5), then
 * says it is unavailable. Give it a `key` of its source so a new picture starts over.
 */
export function EntryPicture({ src, alt, size = 96 }: EntryPictureProps) {
  const { t } = useTranslation();
  const [retries, setRetries] = useState(0);
  const [status, setStatus] = useState<'loading' | 'waiting' | 'failed'>('loading');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const handleError = () => {
    const delay = pictureRetryDelayMs(retries + 1);
    if (delay === null) {
      setStatus('failed');
      return;
    }
    setStatus('waiting');
    timer.current = setTimeout(() => {
      setRetries((count) => count + 1);
      setStatus('loading');
    }, delay);
  };

  const frame = { width: size, height: size, borderRadius: 1, flexShrink: 0 } as const;
  if (status === 'failed') {
    return (
      <Box
        role="img"
        aria-label={`${alt}: ${t('entries.picture.unavailable')}`}
        sx={{
          ...frame,
          display: 'grid',
          placeItems: 'center',
          alignContent: 'center',
          gap: 0.5,
          p: 0.5,
          bgcolor: 'action.hover',
          color: 'text.secondary',
          textAlign: 'center',
        }}
      >
        <BrokenImageOutlinedIcon fontSize="small" aria-hidden="true" />
        <Typography variant="caption" component="span" sx={{ lineHeight: 1.2 }}>
          {t('entries.picture.unavailable')}
        </Typography>
      </Box>
    );
  }
  // A new query string makes the browser ask again instead of reusing the failed answer.
  const url = retries === 0 ? src : `${src}${src.includes('?') ? '&' : '?'}retry=${retries}`;
  return (
    <Box sx={{ ...frame, position: 'relative', overflow: 'hidden' }}>
      {status === 'waiting' ? (
        <Skeleton variant="rectangular" width="100%" height="100%" aria-label={t('common.loading')} />
      ) : (
        <Box
          component="img"
          key={url}
          src={url}
          alt={alt}
          loading="lazy"
          onError={handleError}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      )}
    </Box>
  );
}
