import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  isFieldRequired,
  isFieldShown,
  LIMITS,
  type TTasksSettings,
  WORK_ORDER_PRIORITIES,
  type WorkOrderPriority,
} from '@schooldog/domain';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SchoolSelect } from '../../../ui/SchoolSelect';
import { LocationPicker } from '../../dataProfiles/public';
import { personName, PRIORITY_LABEL_KEYS } from '../labels';
import { useWorkOrderAssignees } from '../queries';
import type { WorkOrderFormValues } from './workOrderForm';
import '../../../i18n/workOrders.texts';

export interface WorkOrderFieldsProps {
  values: WorkOrderFormValues;
  onChange: (change: Partial<WorkOrderFormValues>) => void;
  /** Translated messages by field ('customFields.<name>' for a custom field). */
  errors: Readonly<Record<string, string>>;
  settings: TTasksSettings;
  /** The schools offered; none when the school is fixed (editing, or from an entry). */
  schools: readonly { id: string; name: string }[];
  isSchoolFixed: boolean;
  /** What the settings' restrictions let this user set (spec 001 §6). */
  mayAssign: boolean;
  mayChooseBoard: boolean;
  maySchedule: boolean;
  today: string;
  /**
   * The recurring mode (spec 001 §2 "It has a recurring mode"): its own fields (school(s), title) in place of
   * the school, and no dates (each work order made has its own).
   */
  recurring?: { leadingFields: ReactNode };
}

/** The location's message: the text's, else its profile's or option's (the server's checks). */
const locationErrorField = (errors: Readonly<Record<string, string>>) =>
  ['location', 'locationDataProfileOptionId', 'locationDataProfileId'].find((name) => errors[name]) ??
  'location';

/** The dialog's fields of spec 001 §2, each shown and required as the settings say. */
export function WorkOrderFields(props: WorkOrderFieldsProps) {
  const { values, onChange, errors, settings, schools, isSchoolFixed, today, recurring } = props;
  const { t } = useTranslation();
  const shows = (field: Parameters<typeof isFieldShown>[1]) => isFieldShown(settings, field);
  const requires = (field: Parameters<typeof isFieldRequired>[1]) => isFieldRequired(settings, field);
  const errorOf = (name: string) => ({ error: Boolean(errors[name]), helperText: errors[name] ?? ' ' });
  const onLocationChange = useCallback(
    (
      location: Pick<
        WorkOrderFormValues,
        'location' | 'locationDataProfileId' | 'locationDataProfileOptionId'
      >,
    ) => onChange(location),
    [onChange],
  );

  return (
    <Stack spacing={1} sx={{ pt: 1 }}>
      {recurring ? (
        recurring.leadingFields
      ) : (
        <SchoolSelect
          label={t('workOrders.fields.school')}
          schools={schools}
          value={values.schoolId}
          onChange={(schoolId) => onChange({ schoolId, assignedUserIds: [] })}
          disabled={isSchoolFixed}
          required
          fullWidth
          {...errorOf('schoolId')}
        />
      )}
      <TextField
        label={t('workOrders.fields.description')}
        value={values.description}
        onChange={(event) => onChange({ description: event.target.value })}
        required
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { maxLength: LIMITS.workOrderDescriptionMax } }}
        {...errorOf('description')}
      />
      {shows('taskBoard') && props.mayChooseBoard ? (
        <TextField
          select
          label={t('workOrders.fields.board')}
          value={values.boardId ?? ''}
          onChange={(event) => onChange({ boardId: event.target.value || null, assignedUserIds: [] })}
          required={requires('taskBoard')}
          fullWidth
          {...errorOf('boardId')}
        >
          {requires('taskBoard') ? null : <MenuItem value="">{t('workOrders.fields.noBoard')}</MenuItem>}
          {settings.boards.map((board) => (
            <MenuItem key={board.id} value={board.id}>
              {board.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {shows('initialAssignedUsers') && props.mayAssign ? (
        <AssigneesField
          schoolId={values.schoolId}
          boardId={values.boardId}
          value={values.assignedUserIds}
          onChange={(assignedUserIds) => onChange({ assignedUserIds })}
          isRequired={requires('initialAssignedUsers')}
          error={errors.assignedUserIds}
        />
      ) : null}
      {shows('priority') ? (
        <TextField
          select
          label={t('workOrders.fields.priority')}
          value={values.priority ?? ''}
          onChange={(event) =>
            onChange({ priority: (event.target.value || null) as WorkOrderPriority | null })
          }
          required={requires('priority')}
          fullWidth
          {...errorOf('priority')}
        >
          {requires('priority') ? null : <MenuItem value="">{t('workOrders.fields.noPriority')}</MenuItem>}
          {WORK_ORDER_PRIORITIES.map((priority) => (
            <MenuItem key={priority} value={priority}>
              {t(PRIORITY_LABEL_KEYS[priority])}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {shows('location') ? (
        <LocationPicker
          schoolId={values.schoolId || null}
          value={values}
          onChange={onLocationChange}
          label={t('workOrders.fields.location')}
          required={requires('location')}
          {...errorOf(locationErrorField(errors))}
        />
      ) : null}
      {shows('dueDate') && !recurring ? (
        <DateField
          label={t('workOrders.fields.dueDate')}
          value={values.dueDate}
          onChange={(dueDate) => onChange({ dueDate })}
          isRequired={requires('dueDate')}
          min={today}
          error={errors.dueDate}
        />
      ) : null}
      {props.maySchedule && !recurring ? (
        <DateField
          label={t('workOrders.fields.scheduledStartDate')}
          value={values.scheduledStartDate}
          onChange={(scheduledStartDate) => onChange({ scheduledStartDate })}
          isRequired={false}
          min={today}
          error={errors.scheduledStartDate}
          help={t('workOrders.fields.scheduledStartHelp')}
        />
      ) : null}
      {shows('notes') ? (
        <TextField
          label={t('workOrders.fields.notes')}
          value={values.notes}
          onChange={(event) => onChange({ notes: event.target.value })}
          required={requires('notes')}
          multiline
          minRows={2}
          fullWidth
          error={Boolean(errors.notes)}
          helperText={errors.notes ?? `${values.notes.length} / ${LIMITS.notesMax}`}
          slotProps={{ htmlInput: { maxLength: LIMITS.notesMax } }}
        />
      ) : null}
      {settings.customFields.map((field) => (
        <TextField
          key={field}
          label={field}
          value={values.customFields[field] ?? ''}
          onChange={(event) =>
            onChange({ customFields: { ...values.customFields, [field]: event.target.value } })
          }
          required={Boolean(settings.requiredFields.customFields[field])}
          fullWidth
          slotProps={{ htmlInput: { maxLength: LIMITS.customFieldResponseMax } }}
          {...errorOf(`customFields.${field}`)}
        />
      ))}
    </Stack>
  );
}

interface DateFieldProps {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  isRequired: boolean;
  /** Not before today (spec 001 §5). */
  min: string;
  error: string | undefined;
  help?: string;
}

function DateField({ label, value, onChange, isRequired, min, error, help }: DateFieldProps) {
  return (
    <TextField
      type="date"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || null)}
      required={isRequired}
      fullWidth
      error={Boolean(error)}
      helperText={error ?? help ?? ' '}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min } }}
    />
  );
}

interface AssigneesFieldProps {
  schoolId: string;
  boardId: string | null;
  value: readonly string[];
  onChange: (ids: string[]) => void;
  isRequired: boolean;
  error: string | undefined;
}

/** At most 5 of the staff who may be assigned at the school and board (GET /api/work-orders/assignees). */
function AssigneesField({ schoolId, boardId, value, onChange, isRequired, error }: AssigneesFieldProps) {
  const { t } = useTranslation();
  const assignees = useWorkOrderAssignees(schoolId, boardId);
  const options = assignees.data ?? [];
  const chosen = value.map(
    (id) =>
      options.find((person) => person.id === id) ?? { id, firstName: t('people.unknownUser'), lastName: '' },
  );
  const isFull = value.length >= LIMITS.assignedStaffMax;
  return (
    <Autocomplete
      multiple
      options={options}
      value={chosen}
      disabled={!schoolId}
      loading={assignees.isFetching}
      getOptionLabel={(person) => personName(person)}
      getOptionKey={(person) => person.id}
      getOptionDisabled={(person) => isFull && !value.includes(person.id)}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      onChange={(_event, selected) => onChange(selected.map((person) => person.id))}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('workOrders.fields.assignees')}
          required={isRequired}
          error={Boolean(error)}
          helperText={
            error ??
            (schoolId
              ? t('workOrders.fields.assigneesHelp', { max: LIMITS.assignedStaffMax })
              : t('workOrders.fields.chooseSchoolFirst'))
          }
        />
      )}
    />
  );
}
