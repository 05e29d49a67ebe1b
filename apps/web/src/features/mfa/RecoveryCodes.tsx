import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** Recovery codes, shown once when made: each signs in once in place of a code. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  const download = () => {
    const text = `${t('mfa.recovery.fileHeading')}\n\n${codes.join('\n')}\n`;
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'schooldog-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack spacing={2}>
      <Alert severity="warning">{t('mfa.recovery.showOnce')}</Alert>
      <Box
        component="ol"
        aria-label={t('mfa.recovery.listLabel')}
        sx={{
          m: 0,
          p: 2,
          pl: 5,
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontFamily: 'monospace',
          fontSize: '1rem',
          columns: { xs: 1, sm: 2 },
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Button
        startIcon={<DownloadIcon />}
        variant="outlined"
        onClick={download}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('mfa.recovery.download')}
      </Button>
    </Stack>
  );
}
