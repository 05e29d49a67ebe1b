import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { LIMITS, type TDataProfileOption } from '@schooldog/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { translateRefusal, translateRefusalFields } from '../../i18n/serverMessages';
import { AppDialog } from '../../ui/AppDialog';
import { useChangeDataProfile } from './queries';
import '../../i18n/dataProfiles.texts';

/** Renames an option (manage data profiles); its entries keep pointing at it. Mount it to open it. */
export function RenameOptionDialog(props: {
  profileId: string;
  option: TDataProfileOption;
  onClose: () => void;
}) {
  const { profileId, option, onClose } = props;
  const { t } = useTranslation();
  const change = useChangeDataProfile(profileId);
  const formId = useId();
  const [name, setName] = useState(option.name);
  const [error, setError] = useState<string | undefined>();
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await change.mutateAsync({ kind: 'renameOption', optionId: option.id, name });
      onClose();
    } catch (caught) {
      const fields = caught instanceof ApiError ? translateRefusalFields(t, caught) : {};
      setError(
        fields.name ??
          (caught instanceof ApiError ? translateRefusal(t, caught) : t('dataProfiles.saveFailed')),
      );
    }
  };
  return (
    <AppDialog
      isOpen
      title={t('dataProfiles.options.renameTitle', { name: option.name })}
      onClose={onClose}
      isDirty={name !== option.name}
      actions={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="submit"
            form={formId}
            variant="contained"
            loading={change.isPending}
            disabled={name.trim() === '' || name.trim() === option.name}
          >
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={t('dataProfiles.options.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={error !== undefined}
          helperText={error}
          slotProps={{ htmlInput: { maxLength: LIMITS.locationMax } }}
        />
      </form>
    </AppDialog>
  );
}
