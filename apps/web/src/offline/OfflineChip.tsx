import AirplanemodeActiveIcon from '@mui/icons-material/AirplanemodeActive';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { useConnectivity } from './connectivity';
import { showOfflineNotice } from './OfflineNotice';

interface OfflineChipProps {
  /** On phones, only the icon (the installed app's toolbar also holds back and refresh). */
  isCompact?: boolean;
}

/** The toolbar's 'Offline Mode' chip (manually offline) or 'Offline' chip (no connection); opens the notice. */
export function OfflineChip({ isCompact = false }: OfflineChipProps) {
  const { t } = useTranslation();
  const { isNativelyOffline, isManuallyOffline } = useConnectivity();
  if (!isNativelyOffline && !isManuallyOffline) return null;
  const label = isManuallyOffline ? t('offline.chip.offlineMode') : t('offline.chip.offline');
  const Icon = isManuallyOffline ? AirplanemodeActiveIcon : CloudOffIcon;
  return (
    <Chip
      icon={<Icon />}
      label={label}
      aria-label={t('offline.chip.about', { state: label })}
      onClick={() => showOfflineNotice(isManuallyOffline ? 'offlineMode' : 'offline')}
      size="small"
      sx={{
        bgcolor: 'common.white',
        color: 'grey.900',
        fontWeight: 600,
        flexShrink: 0,
        '& .MuiChip-icon': { color: 'warning.dark' },
        '&:hover, &.Mui-focusVisible': { bgcolor: 'grey.200' },
        ...(isCompact && {
          '& .MuiChip-label': { display: { xs: 'none', sm: 'block' } },
          '& .MuiChip-icon': {
            color: 'warning.dark',
            ml: { xs: '6px', sm: '4px' },
            mr: { xs: '6px', sm: '-4px' },
          },
        }),
      }}
    />
  );
}
