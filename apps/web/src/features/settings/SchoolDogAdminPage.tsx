import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import type { TAppSettings } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../ui/PageHeading';
import { SkeletonRegion } from '../../ui/SkeletonRegion';
import { useToast } from '../../ui/toast';
import { useAppSettings, useUpdateAppSettings } from './queries';

type Flag = 'maintenanceMode' | 'enableWorkOrders';
const FLAGS = [
  { flag: 'maintenanceMode', labelKey: 'admin.maintenanceMode', helpKey: 'admin.maintenanceModeHelp' },
  { flag: 'enableWorkOrders', labelKey: 'admin.enableWorkOrders', helpKey: 'admin.enableWorkOrdersHelp' },
] as const;

/** /admin/schooldog: product staff switch the global app settings. */
export function SchoolDogAdminPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const { data: settings, isError } = useAppSettings();
  const update = useUpdateAppSettings();

  const handleToggle = (flag: Flag, value: boolean) => {
    const patch: Partial<TAppSettings> = { [flag]: value };
    update.mutate(patch, {
      onSuccess: () => toast.success(t('messages.changesSaved')),
      onError: (error) => toast.error(t('admin.saveFailed'), { cause: error }),
    });
  };

  return (
    <>
      <PageHeading title={t('admin.title')} subtitle={t('admin.subtitle')} />
      {isError ? <Alert severity="error">{t('admin.loadFailed')}</Alert> : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {settings ? (
          <Stack spacing={3}>
            {FLAGS.map(({ flag, labelKey, helpKey }) => (
              <div key={flag}>
                <FormControlLabel
                  control={
                    <Switch
                      checked={settings[flag]}
                      onChange={(event) => handleToggle(flag, event.target.checked)}
                      slotProps={{ input: { 'aria-describedby': `${flag}-help` } }}
                    />
                  }
                  label={t(labelKey)}
                />
                <FormHelperText id={`${flag}-help`}>{t(helpKey)}</FormHelperText>
              </div>
            ))}
          </Stack>
        ) : (
          <SkeletonRegion>
            <Stack spacing={3}>
              {FLAGS.map(({ flag }) => (
                <Skeleton key={flag} height={56} />
              ))}
            </Stack>
          </SkeletonRegion>
        )}
      </Paper>
    </>
  );
}
