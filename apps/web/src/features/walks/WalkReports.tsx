import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  canDownloadWalkReports,
  type TWalk,
  WALK_REPORT_TYPES,
  type WalkReportType,
} from '@schooldog/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, REQUEST_ID_HEADER } from '../../api/client';
import { useToast } from '../../ui/toast';
import { useCurrentUser } from '../auth/currentUser';
import { resolvedPermissionsOf } from '../auth/permissions';
import { walkReportUrl } from './api';

const LABEL_KEYS = {
  summative: 'walks.reports.summative',
  observations: 'walks.reports.observations',
} as const satisfies Record<WalkReportType, string>;

/** The file name the server gives (Content-Disposition), or a fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/**
 * Downloads a walk report, saying 'Generating Report...' meanwhile (spec 000 §2): the PDF is made
 * on request and a large walk takes a moment.
 */
function useReportDownload(walkId: string) {
  const { t } = useTranslation();
  const toast = useToast();
  const [pending, setPending] = useState<WalkReportType | null>(null);
  const download = async (type: WalkReportType) => {
    setPending(type);
    try {
      const response = await fetch(walkReportUrl(walkId, type), { credentials: 'same-origin' });
      if (!response.ok) {
        const requestId = response.headers.get(REQUEST_ID_HEADER) ?? undefined;
        throw new ApiError(response.status, `HTTP_${response.status}`, 'The report failed.', {}, requestId);
      }
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameOf(response, `${t(LABEL_KEYS[type])}.pdf`);
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      toast.error(t('walks.reports.failed'), { cause: error });
    } finally {
      setPending(null);
    }
  };
  return { pending, download };
}

/**
 * "Reports card and download buttons need download entry reports" (spec 000 §6): the walk's CSV
 * and reports, by the rule the server applies.
 */
export function useCanDownloadWalkReports(walk: TWalk): boolean {
  return canDownloadWalkReports(resolvedPermissionsOf(useCurrentUser()), walk);
}

/** The two report buttons, for those who may download entry reports at the walk's school. */
export function WalkReportButtons({ walk }: { walk: TWalk }) {
  const { t } = useTranslation();
  const { pending, download } = useReportDownload(walk.id);
  const canDownload = useCanDownloadWalkReports(walk);
  if (!canDownload) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {WALK_REPORT_TYPES.map((type) => (
        <Button
          key={type}
          variant="outlined"
          startIcon={<PictureAsPdfIcon />}
          disabled={pending !== null}
          onClick={() => void download(type)}
        >
          {t(LABEL_KEYS[type])}
        </Button>
      ))}
      {pending ? (
        <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={18} />
          <Typography variant="body2">{t('walks.reports.generating')}</Typography>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The Reports card of the review screen and the complete view. */
export function WalkReportsCard({ walk }: { walk: TWalk }) {
  const { t } = useTranslation();
  const canDownload = useCanDownloadWalkReports(walk);
  if (!canDownload) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="walk-reports-heading" sx={{ p: 2 }}>
      <Typography id="walk-reports-heading" variant="h6" component="h2" gutterBottom>
        {t('walks.reports.title')}
      </Typography>
      <WalkReportButtons walk={walk} />
    </Paper>
  );
}
