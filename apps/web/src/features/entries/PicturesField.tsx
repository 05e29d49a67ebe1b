import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseIcon from '@mui/icons-material/Close';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EntryPicture } from './EntryPicture';
import { pictureUrl } from './pictureUrl';
import { PICTURE_ACCEPT } from './pictureResize';
import type { PictureItem } from './usePictures';

const THUMBNAIL_SIZE = 88;

interface PicturesFieldProps {
  items: readonly PictureItem[];
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  /** The Take Picture button: a phone with a camera, or the user's alwaysShowTakePicture setting. */
  hasCameraButton: boolean;
  /** False where pictures are only kept or removed (a work order shows its entry's). */
  canAdd?: boolean;
}

/** Choose or take pictures; thumbnails with a remove button each. */
export function PicturesField({
  items,
  onAdd,
  onRemove,
  hasCameraButton,
  canAdd = true,
}: PicturesFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const handleFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Cleared so the same file can be chosen again after it was removed.
    event.target.value = '';
    if (files.length > 0) onAdd(files);
  };

  return (
    <Box role="group" aria-labelledby={labelId}>
      <FormLabel id={labelId} component="div" sx={{ mb: 1 }}>
        {t('entries.dialog.pictures')}
      </FormLabel>
      {canAdd ? (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button component="label" variant="outlined" startIcon={<AddPhotoAlternateOutlinedIcon />}>
            {t('entries.dialog.addPictures')}
            <input hidden type="file" accept={PICTURE_ACCEPT} multiple onChange={handleFiles} />
          </Button>
          {hasCameraButton ? (
            <Button component="label" variant="outlined" startIcon={<PhotoCameraOutlinedIcon />}>
              {t('entries.dialog.takePicture')}
              <input
                hidden
                type="file"
                accept={PICTURE_ACCEPT}
                capture="environment"
                onChange={handleFiles}
              />
            </Button>
          ) : null}
        </Stack>
      ) : null}
      {items.length > 0 ? (
        <Box
          component="ul"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, mt: 1.5, listStyle: 'none' }}
        >
          {items.map((item, index) => (
            <Box component="li" key={item.key} sx={{ position: 'relative', width: THUMBNAIL_SIZE }}>
              <Thumbnail item={item} number={index + 1} />
              <IconButton
                size="small"
                aria-label={t('entries.dialog.removePicture', { number: index + 1 })}
                onClick={() => onRemove(item.key)}
                sx={{
                  position: 'absolute',
                  top: 2,
                  right: 2,
                  bgcolor: 'background.paper',
                  boxShadow: 1,
                  '&:hover': { bgcolor: 'background.paper' },
                }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

function Thumbnail({ item, number }: { item: PictureItem; number: number }) {
  const { t } = useTranslation();
  const alt = t('entries.picture.alt', { number });
  if (item.kind === 'existing') {
    return <EntryPicture key={item.path} src={pictureUrl(item.path)} alt={alt} size={THUMBNAIL_SIZE} />;
  }
  if (item.status === 'ready' && item.previewUrl) {
    return (
      <Box
        component="img"
        src={item.previewUrl}
        alt={alt}
        sx={{
          width: THUMBNAIL_SIZE,
          height: THUMBNAIL_SIZE,
          objectFit: 'cover',
          borderRadius: 1,
          display: 'block',
        }}
      />
    );
  }
  if (item.status === 'failed') {
    return (
      <Typography
        variant="caption"
        color="error"
        role="alert"
        sx={{
          display: 'block',
          width: THUMBNAIL_SIZE,
          height: THUMBNAIL_SIZE,
          p: 0.5,
          pr: 4,
          bgcolor: 'action.hover',
        }}
      >
        {t('entries.dialog.pictureFailed')}
      </Typography>
    );
  }
  return (
    <Skeleton
      variant="rectangular"
      width={THUMBNAIL_SIZE}
      height={THUMBNAIL_SIZE}
      aria-label={t('entries.dialog.preparingPicture')}
    />
  );
}
