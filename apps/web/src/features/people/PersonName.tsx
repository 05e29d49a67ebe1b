import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The card comes when it is opened: names are on many first screens, cards are rarely read.
const PersonCard = lazy(async () => ({ default: (await import('./PersonCard')).PersonCard }));

interface PersonNameProps {
  userId: string | null | undefined;
  /** The name the page already has; none (or no id) reads 'Unknown User'. */
  name: string | null | undefined;
}

/**
 * A person's name that opens their hover card: on hover with a mouse, on a tap on a phone, on
 * keyboard focus (Enter opens it too, Escape closes it). The card is read only when opened.
 */
export function PersonName({ userId, name }: PersonNameProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const shown = name?.trim() ? name.trim() : t('people.unknownUser');
  if (!userId) return <>{shown}</>;
  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <Tooltip
        open={isOpen}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        // A tap is handled by the click below; the touch listener would open and the click close it.
        disableTouchListener
        describeChild
        title={
          <Suspense fallback={<PersonCardLoading />}>
            <PersonCard userId={userId} />
          </Suspense>
        }
        slotProps={{
          tooltip: {
            sx: {
              bgcolor: 'background.paper',
              color: 'text.primary',
              border: 1,
              borderColor: 'divider',
              boxShadow: 3,
              p: 1.5,
              maxWidth: 320,
              fontSize: 'inherit',
            },
          },
        }}
      >
        <Typography
          component="button"
          type="button"
          variant="inherit"
          onClick={() => setOpen(true)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
          sx={{
            // Above a card-wide link, so the name gets the hover and the tap.
            position: 'relative',
            zIndex: 1,
            p: 0,
            border: 0,
            bgcolor: 'transparent',
            color: 'inherit',
            font: 'inherit',
            textAlign: 'inherit',
            cursor: 'pointer',
            textDecoration: 'underline dotted',
            textUnderlineOffset: '0.2em',
            '&:focus-visible': {
              outline: 2,
              outlineColor: 'primary.main',
              outlineOffset: 2,
              borderRadius: 0.5,
            },
          }}
        >
          {shown}
        </Typography>
      </Tooltip>
    </ClickAwayListener>
  );
}

/** The hover card while its code or its person loads. */
export function PersonCardLoading() {
  const { t } = useTranslation();
  return (
    <Box aria-busy="true" aria-label={t('people.loading')} sx={{ width: 200 }}>
      <Skeleton width="70%" />
      <Skeleton width="50%" />
      <Skeleton width="90%" />
    </Box>
  );
}
