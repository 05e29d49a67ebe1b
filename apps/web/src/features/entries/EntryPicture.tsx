import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnectivity } from '../../offline/connectivity';
import { getImage, usePictureSource } from '../../offline/imageStore';
import { picturePathOf, pictureUrl } from './pictureUrl';
import { pictureRetryDelayMs } from './retry';

/**
 * The device's copy of a picture not uploaded yet (ImageUploadDB), as an object URL revoked on
 * unmount; 'reading' while the device may hold it and it is not read yet, null when the server's
 * copy is to be shown. Once read it is kept, even after the queue uploads it.
 */
function useDeviceCopy(path: string | null): string | 'reading' | null {
  const source = usePictureSource(path ?? '');
  // url null: the device had no copy after all (uploaded meanwhile).
  const [copy, setCopy] = useState<{ path: string; url: string | null } | null>(null);
  const copiedPath = copy?.path;

  useEffect(() => {
    if (source !== 'device' || !path || copiedPath === path) return;
    let isCurrent = true;
    getImage(path).then(
      (stored) => {
        if (isCurrent) setCopy({ path, url: stored ? URL.createObjectURL(stored.blob) : null });
      },
      (error: unknown) => {
        console.warn('stored picture unavailable', error);
        if (isCurrent) setCopy({ path, url: null });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [source, path, copiedPath]);

  useEffect(() => {
    const url = copy?.url;
    if (!url) return;
    return () => URL.revokeObjectURL(url);
  }, [copy]);

  if (!path) return null;
  if (copy?.path === path) return copy.url;
  // Not asked of the server before the device has said it has no copy: that request would 404.
  return source === 'server' ? null : 'reading';
}

interface EntryPictureProps {
  src: string;
  alt: string;
  /** Width and height of the square it fills. */
  size?: number | string;
}

/**
 * A picture: the device's copy while it waits to be uploaded; otherwise the server's, retrying up
 * to 3 times, waiting 2 s, 4 s, then 6 s (spec 000 §5), then saying it is unavailable. Offline
 * without a copy on the device: 'Pictures cannot be displayed while offline.' (spec 001 §8).
 * Give it a `key` of its source so a new picture starts over.
 */
export function EntryPicture({ src, alt, size = 96 }: EntryPictureProps) {
  const { t } = useTranslation();
  const { isOffline } = useConnectivity();
  const deviceCopy = useDeviceCopy(picturePathOf(src));
  const frame = { width: size, height: size, borderRadius: 1, flexShrink: 0 } as const;
  if (deviceCopy === 'reading') return <PictureLoading frame={frame} alt={alt} />;
  if (deviceCopy) return <PictureImage frame={frame} src={deviceCopy} alt={alt} />;
  if (isOffline) {
    return (
      <PictureNotice frame={frame} alt={alt} text={t('sync.picturesOffline')}>
        <CloudOffOutlinedIcon fontSize="small" aria-hidden="true" />
      </PictureNotice>
    );
  }
  return <RemotePicture src={src} alt={alt} frame={frame} />;
}

type Frame = { width: number | string; height: number | string; borderRadius: number; flexShrink: number };

function PictureImage({
  frame,
  src,
  alt,
  onError,
}: {
  frame: Frame;
  src: string;
  alt: string;
  onError?: () => void;
}) {
  const [isLoaded, setLoaded] = useState(false);
  // The frame has its size from the start; a skeleton fills it until the picture has come.
  return (
    <Box sx={{ ...frame, position: 'relative', overflow: 'hidden' }}>
      {isLoaded ? null : (
        <Skeleton
          variant="rectangular"
          aria-hidden="true"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
        />
      )}
      <Box
        component="img"
        key={src}
        src={src}
        alt={alt}
        loading="lazy"
        onLoad={() => setLoaded(true)}
        onError={onError}
        sx={{ position: 'relative', width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
    </Box>
  );
}

function PictureNotice({
  frame,
  alt,
  text,
  children,
}: {
  frame: Frame;
  alt: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <Box
      role="img"
      aria-label={`${alt}: ${text}`}
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
      {children}
      <Typography variant="caption" component="span" sx={{ lineHeight: 1.2 }}>
        {text}
      </Typography>
    </Box>
  );
}

function PictureLoading({ frame, alt }: { frame: Frame; alt: string }) {
  const { t } = useTranslation();
  return (
    <Box
      role="img"
      aria-label={`${alt}: ${t('common.loading')}`}
      sx={{ ...frame, position: 'relative', overflow: 'hidden' }}
    >
      <Skeleton variant="rectangular" width="100%" height="100%" aria-hidden="true" />
    </Box>
  );
}

function RemotePicture({ src, alt, frame }: { src: string; alt: string; frame: Frame }) {
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

  if (status === 'failed') {
    return (
      <PictureNotice frame={frame} alt={alt} text={t('entries.picture.unavailable')}>
        <BrokenImageOutlinedIcon fontSize="small" aria-hidden="true" />
      </PictureNotice>
    );
  }
  if (status === 'waiting') return <PictureLoading frame={frame} alt={alt} />;
  // A new query string makes the browser ask again instead of reusing the failed answer.
  const url = retries === 0 ? src : `${src}${src.includes('?') ? '&' : '?'}retry=${retries}`;
  return <PictureImage frame={frame} src={url} alt={alt} onError={handleError} />;
}

/** An entry's pictures in a row that wraps, each numbered for screen readers ("Picture 1"). */
export function EntryPictureList({ paths, size }: { paths: readonly string[]; size: number }) {
  const { t } = useTranslation();
  if (paths.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t('entries.card.pictures')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
    >
      {paths.map((path, index) => (
        <li key={path}>
          <EntryPicture
            src={pictureUrl(path)}
            alt={t('entries.picture.alt', { number: index + 1 })}
            size={size}
          />
        </li>
      ))}
    </Box>
  );
}
