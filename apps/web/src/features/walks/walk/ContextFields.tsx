import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LIMITS, PRECIPITATION, type TWalk, type TWalkContext } from '@schooldog/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WriteOutcome } from '../../../offline/mutations';
import { useOutboxWrites } from '../../../offline/useOutboxWrites';
import { PRECIPITATION_LABEL_KEYS } from './WalkContextSummary';

type SaveState = 'idle' | 'saving' | 'saved' | 'queued' | 'failed';

const TEMPERATURE = { min: LIMITS.temperatureMin, max: LIMITS.temperatureMax } as const;

/** Queued: kept on the device (offline, or no answer yet) and synced later. */
const SAVE_STATE_OF = { applied: 'saved', queued: 'queued', refused: 'failed' } as const satisfies Record<
  WriteOutcome['status'],
  SaveState
>;

/** Whole degrees °F within the schema's range; '' clears; anything else is refused. */
export function parseTemperature(text: string): { value: number | null } | { error: true } {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null };
  const value = Number(trimmed);
  if (!Number.isInteger(value) || value < TEMPERATURE.min || value > TEMPERATURE.max) return { error: true };
  return { value };
}

/**
 * Additional context (weather precipitation, temperature, comment) and Any final notes, saved
 * through the outbox as each field is left (offline too: it syncs later), with a saved indicator.
 */
export function ContextFields({ walk, isDisabled }: { walk: TWalk; isDisabled: boolean }) {
  const { t } = useTranslation();
  const writes = useOutboxWrites();
  const [draft, setDraft] = useState(() => ({
    ...walk.context,
    temperature: walk.context.weatherTemperature === null ? '' : String(walk.context.weatherTemperature),
  }));
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [temperatureError, setTemperatureError] = useState(false);

  const save = (changes: Partial<TWalkContext>) => {
    const hasChange = (Object.keys(changes) as (keyof TWalkContext)[]).some(
      (key) => changes[key] !== walk.context[key],
    );
    if (!hasChange) return;
    setSaveState('saving');
    writes.queue('walk.update', { id: walk.id, changes: { context: changes } }).then(
      (outcome) => setSaveState(SAVE_STATE_OF[outcome.status]),
      () => setSaveState('failed'),
    );
  };

  const handleTemperatureBlur = () => {
    const parsed = parseTemperature(draft.temperature);
    setTemperatureError('error' in parsed);
    if ('value' in parsed) save({ weatherTemperature: parsed.value });
  };

  const textField = (name: 'weatherComment' | 'additionalNotes', label: string, maxLength: number) => (
    <TextField
      label={label}
      multiline
      minRows={name === 'additionalNotes' ? 4 : 2}
      value={draft[name]}
      disabled={isDisabled}
      onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      onBlur={() => save({ [name]: draft[name] })}
      slotProps={{ htmlInput: { maxLength } }}
    />
  );

  const statusText =
    saveState === 'idle'
      ? ''
      : saveState === 'queued'
        ? t('sync.savedOnDevice')
        : t(`walks.walk.context.${saveState}`);

  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {t('walks.walk.context.additionalContext')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label={t('walks.walk.context.precipitationLabel')}
          value={draft.weatherPrecipitation ?? ''}
          disabled={isDisabled}
          onChange={(event) => {
            const value = PRECIPITATION.find((option) => option === event.target.value) ?? null;
            setDraft({ ...draft, weatherPrecipitation: value });
            save({ weatherPrecipitation: value });
          }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('walks.walk.context.notGiven')}</MenuItem>
          {PRECIPITATION.map((option) => (
            <MenuItem key={option} value={option}>
              {t(PRECIPITATION_LABEL_KEYS[option])}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('walks.walk.context.temperatureField')}
          type="number"
          value={draft.temperature}
          disabled={isDisabled}
          onChange={(event) => setDraft({ ...draft, temperature: event.target.value })}
          onBlur={handleTemperatureBlur}
          error={temperatureError}
          helperText={temperatureError ? t('walks.walk.context.temperatureInvalid', TEMPERATURE) : ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric', step: 1, ...TEMPERATURE } }}
          sx={{ maxWidth: { sm: 200 } }}
        />
      </Stack>
      {textField('weatherComment', t('walks.walk.context.weatherCommentLabel'), LIMITS.weatherCommentMax)}
      <Typography variant="h6" component="h2">
        {t('walks.walk.context.finalNotes')}
      </Typography>
      {textField('additionalNotes', t('walks.walk.context.notesLabel'), LIMITS.walkTextMax)}
      <Typography
        variant="caption"
        role="status"
        color={saveState === 'failed' ? 'error' : 'text.secondary'}
        sx={{ minHeight: 20 }}
      >
        {statusText}
      </Typography>
    </Stack>
  );
}
