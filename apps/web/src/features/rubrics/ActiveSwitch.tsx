import Switch from '@mui/material/Switch';
import type { TRubric } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../ui/toast';
import { useSaveRubric } from './queries';
import { rubricInputOf } from './rubricInput';
import '../../i18n/rubrics.texts';

/** Offers a template to the district or withdraws it (organization activeRubricIds), for those who may choose. */
export function ActiveSwitch({ rubric, describedBy }: { rubric: TRubric; describedBy?: string | undefined }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveRubric();

  const handleChange = async (active: boolean) => {
    try {
      await save.mutateAsync({ rubricId: rubric.id, body: { ...rubricInputOf(rubric), active } });
      toast.success(t(active ? 'rubrics.list.activated' : 'rubrics.list.deactivated', { name: rubric.name }));
    } catch (error) {
      toast.error(t('messages.rubricSaveFailed'), { cause: error });
    }
  };

  return (
    <Switch
      checked={save.isPending ? (save.variables?.body.active ?? rubric.active) : rubric.active}
      disabled={save.isPending}
      onChange={(event) => void handleChange(event.target.checked)}
      slotProps={{
        input: {
          'aria-label': t('rubrics.list.activeFor', { name: rubric.name }),
          'aria-describedby': describedBy,
        },
      }}
    />
  );
}
