import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { translateRefusalFields } from '../../../i18n/serverMessages';
import { FormTextField } from '../../../ui/FormTextField';
import { PageHeading } from '../../../ui/PageHeading';
import { useToast } from '../../../ui/toast';
import { useCurrentUser } from '../../auth/currentUser';
import { MfaSection } from '../../mfa/MfaSection';
import { DeviceNotificationsSection } from '../../notifications/DeviceNotificationsSection';
import { CommunicationPreferencesFields } from './CommunicationPreferencesFields';
import { useUpdateProfile } from './queries';
import { TakePictureField } from './TakePictureField';
import { profileFormValues, type TProfileForm, toUpdateRequest, ZProfileForm } from './schema';

const EDITABLE_FIELDS = ['firstName', 'lastName', 'title'] as const satisfies readonly (keyof TProfileForm)[];

/** /users/edit: the signed-in user's own name, title and notification choices. */
export function EditProfilePage() {
  const { t } = useTranslation();
  const toast = useToast();
  const me = useCurrentUser();
  const updateProfile = useUpdateProfile();
  const { control, handleSubmit, formState, reset, setError } = useForm({
    resolver: zodResolver(ZProfileForm),
    defaultValues: profileFormValues(me),
  });

  const handleSave = handleSubmit(async (form) => {
    try {
      const updated = await updateProfile.mutateAsync(toUpdateRequest(form));
      reset(profileFormValues(updated));
      toast.success(t('messages.changesSaved'));
    } catch (error) {
      const fields = error instanceof ApiError ? translateRefusalFields(t, error) : {};
      for (const field of EDITABLE_FIELDS) {
        const message = fields[field];
        if (message) setError(field, { message });
      }
      toast.error(
        error instanceof ApiError && error.status > 0 ? t('profile.errors.saveFailed') : t('errors.offline'),
        { cause: error },
      );
    }
  });

  return (
    <>
      <PageHeading title={t('profile.title')} subtitle={t('profile.subtitle')} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack component="form" noValidate onSubmit={handleSave} spacing={3}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              name="firstName"
              control={control}
              label={t('profile.fields.firstName')}
              required
            />
            <FormTextField name="lastName" control={control} label={t('profile.fields.lastName')} required />
          </Stack>
          <FormTextField
            name="title"
            control={control}
            label={t('profile.fields.title')}
            helperText={t('profile.fields.titleHelp')}
          />
          <TextField
            label={t('profile.fields.email')}
            value={me.user.email}
            helperText={t('profile.fields.emailHelp')}
            slotProps={{ input: { readOnly: true } }}
          />
          <Divider />
          <CommunicationPreferencesFields control={control} />
          <Divider />
          <TakePictureField control={control} />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button disabled={!formState.isDirty || formState.isSubmitting} onClick={() => reset()}>
              {t('common.discardChanges')}
            </Button>
            <Button type="submit" variant="contained" loading={formState.isSubmitting}>
              {t('common.save')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
      <DeviceNotificationsSection />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
        <MfaSection email={me.user.email} />
      </Paper>
    </>
  );
}
