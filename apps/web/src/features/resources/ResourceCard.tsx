import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ResourceLink } from './resourceLinks';

export function ResourceCard({ link }: { link: ResourceLink }) {
  const { t } = useTranslation();
  const title = t(link.titleKey);
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="overline" color="text.secondary" component="p">
          {t(link.sourceKey)}
        </Typography>
        <Typography variant="h3" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{t(link.descriptionKey)}</Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          href={link.url}
          target="_blank"
          rel="noopener noreferrer"
          endIcon={<OpenInNewIcon />}
          aria-label={t('resources.openLabel', { title })}
        >
          {t('resources.open')}
        </Button>
      </CardActions>
    </Card>
  );
}
