import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LIMITS, newId } from '@schooldog/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useOutboxWrites } from '../../offline/useOutboxWrites';
import { AppDialog } from '../../ui/AppDialog';
import { useToast } from '../../ui/toast';
import { useCurrentUser } from '../auth/currentUser';
import { schoolsWhere } from '../entries/labels';
import type { WalkPerson } from './api';
import { useEligibleCollaborators } from './queries';
import { SchoolSelect } from '../../ui/SchoolSelect';

interface StartWalkDialogProps {
  onClose: () => void;
}

const fullName = (person: WalkPerson) => `${person.firstName} ${person.lastName}`.trim();

/**
 * Start a new walk (spec 000 §5 "New walk"): a school where the user can log entries, required;
 * up to 10 collaborators who can log entries there, never oneself. Then the walk screen opens.
 * The start goes through the outbox: offline the walk starts on the device and syncs later.
 */
export function StartWalkDialog({ onClose }: StartWalkDialogProps) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const toast = useToast();
  const navigate = useNavigate();
  const schools = schoolsWhere(me, 'log entries');
  const [schoolId, setSchoolId] = useState(schools.length === 1 ? (schools[0]?.id ?? '') : '');
  const [collaborators, setCollaborators] = useState<WalkPerson[]>([]);
  const [isSubmitted, setSubmitted] = useState(false);
  // Made once per dialog, so a repeated click or a retry creates one walk.
  const [walkId] = useState(newId);
  const eligible = useEligibleCollaborators(schoolId || null);
  const writes = useOutboxWrites();
  const [saveState, setSaveState] = useState<'idle' | 'saving' | 'started'>('idle');
  // One start at a time, even for two clicks before a re-render.
  const isSavingRef = useRef(false);
  const max = LIMITS.collaboratorsMax;
  const options = (eligible.data ?? []).filter((person) => person.id !== me.user.id);
  const schoolError = isSubmitted && !schoolId ? t('messages.fieldRequired') : null;
  const collaboratorsError = collaborators.length > max ? t('walks.start.collaboratorsMax', { max }) : null;
  const isSaving = saveState !== 'idle';

  const handleSubmit = async () => {
    setSubmitted(true);
    if (!schoolId || collaboratorsError || isSavingRef.current) return;
    isSavingRef.current = true;
    setSaveState('saving');
    try {
      const outcome = await writes.queue('walk.create', {
        id: walkId,
        schoolId,
        collaboratorUserIds: collaborators.map((person) => person.id),
      });
      if (outcome.status === 'refused') {
        isSavingRef.current = false;
        setSaveState('idle');
        toast.error(t('walks.start.failed'));
        return;
      }
      setSaveState('started');
      toast.success(t('walks.start.started'));
      onClose();
      void navigate(`/walks/walk/${walkId}`);
    } catch (error) {
      console.warn('starting the walk failed', error);
      isSavingRef.current = false;
      setSaveState('idle');
      toast.error(t('walks.start.failed'), { cause: error });
    }
  };

  return (
    <AppDialog
      isOpen
      title={t('walks.start.title')}
      onClose={isSaving ? () => undefined : onClose}
      actions={
        <>
          <Button onClick={onClose} disabled={isSaving}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="contained"
            loading={isSaving}
            disabled={isSaving}
            onClick={() => void handleSubmit()}
          >
            {t('walks.start.submit')}
          </Button>
        </>
      }
    >
      <Stack
        component="form"
        noValidate
        spacing={2}
        sx={{ pt: 1 }}
        onSubmit={(event) => {
          event.preventDefault();
          void handleSubmit();
        }}
      >
        <SchoolSelect
          schools={schools}
          required
          label={t('walks.start.school')}
          value={schoolId}
          disabled={isSaving}
          error={schoolError !== null}
          helperText={schoolError}
          onChange={(chosen) => {
            setSchoolId(chosen);
            setCollaborators([]);
          }}
        />
        <Autocomplete
          multiple
          options={options}
          value={collaborators}
          disabled={!schoolId || isSaving}
          loading={eligible.isFetching}
          getOptionLabel={fullName}
          getOptionKey={(person) => person.id}
          isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
          getOptionDisabled={(option) =>
            collaborators.length >= max && !collaborators.some((chosen) => chosen.id === option.id)
          }
          noOptionsText={t('walks.start.noCollaborators')}
          onChange={(_event, chosen) => setCollaborators(chosen)}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('walks.start.collaborators')}
              error={collaboratorsError !== null}
              helperText={
                collaboratorsError ??
                (schoolId ? t('walks.start.collaboratorsHelp', { max }) : t('walks.start.chooseSchoolFirst'))
              }
            />
          )}
        />
      </Stack>
    </AppDialog>
  );
}
