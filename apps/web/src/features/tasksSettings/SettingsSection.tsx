import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

interface SettingsSectionProps {
  title: string;
  help?: string;
  children: ReactNode;
}

/** One section of the page (spec 001 §2): a heading, what it is for, its settings. */
export function SettingsSection({ title, help, children }: SettingsSectionProps) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
        {title}
      </Typography>
      {help ? (
        <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5 }}>
          {help}
        </Typography>
      ) : null}
      <Stack spacing={2} sx={{ mt: 2 }}>
        {children}
      </Stack>
    </Paper>
  );
}

/** A section's or a row's messages, translated already, under what they are about. */
export function FieldMessages({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Stack component="ul" sx={{ m: 0, pl: 2.5 }}>
      {messages.map((message) => (
        <Typography key={message} component="li" variant="body2" color="error">
          {message}
        </Typography>
      ))}
    </Stack>
  );
}
