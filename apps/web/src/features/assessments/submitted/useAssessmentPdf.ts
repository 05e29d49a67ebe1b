import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, REQUEST_ID_HEADER } from '../../../api/client';
import { useToast } from '../../../ui/toast';
import { assessmentPdfUrl } from '../api';

/** The file name the server gives (Content-Disposition, RFC 6266), or a fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/** Downloads a submitted assessment's PDF, made on request; a failure is a toast. */
export function useAssessmentPdf(assessmentId: string, fallbackName: string) {
  const { t } = useTranslation();
  const toast = useToast();
  const [isPending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      const response = await fetch(assessmentPdfUrl(assessmentId), { credentials: 'same-origin' });
      if (!response.ok) {
        const requestId = response.headers.get(REQUEST_ID_HEADER) ?? undefined;
        throw new ApiError(response.status, `HTTP_${response.status}`, 'The PDF failed.', {}, requestId);
      }
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameOf(response, `${fallbackName}.pdf`);
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      toast.error(t('assessmentViews.submitted.pdfFailed'), { cause: error });
    } finally {
      setPending(false);
    }
  };
  return { isPending, download };
}
