import type { TMfaStatus } from '@schooldog/domain';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';

/** What second factors an account has, in words (MFA section and Manage MFA dialog). */
export function MfaStateLines({ status }: { status: TMfaStatus }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('mfa.lines.app'), status.totp ? t('mfa.lines.appOn') : t('mfa.lines.notSetUp')],
    [
      t('mfa.lines.sms'),
      status.smsPhoneLast4
        ? t('mfa.lines.smsOn', { last4: status.smsPhoneLast4 })
        : status.pendingPhoneLast4
          ? t('mfa.lines.smsPending', { last4: status.pendingPhoneLast4 })
          : t('mfa.lines.notSetUp'),
    ],
  ];
  if (status.totp)
    rows.push([t('mfa.lines.recovery'), t('mfa.lines.recoveryLeft', { count: status.recoveryCodesLeft })]);
  return (
    <List dense disablePadding>
      {rows.map(([label, value]) => (
        <ListItem key={label} disableGutters>
          <ListItemText primary={label} secondary={value} />
        </ListItem>
      ))}
    </List>
  );
}
