import type { TWalk } from '@schooldog/domain';
import { lazy, Suspense, useState } from 'react';
import { ResourcesDialog } from './ResourcesDialog';
import { ContinueDialog, RevisionsRequestedDialog, SentForReviewDialog } from './WalkNoticeDialogs';
import { WalkSettingsDialog } from './WalkSettingsDialog';
import { hideContinuePrompt, isContinuePromptHidden, type WalkTab } from './walkStorage';

// Opened at the end of a walk, with its reviewer picker: not part of the screen's first load.
const ReviewAndCompleteDialog = lazy(async () => ({
  default: (await import('./ReviewAndCompleteDialog')).ReviewAndCompleteDialog,
}));

export type WalkDialog = 'settings' | 'resources' | 'reviewAndComplete' | 'sentForReview' | null;

interface WalkDialogsProps {
  walk: TWalk;
  entryCount: number;
  dialog: WalkDialog;
  onDialogChange: (dialog: WalkDialog) => void;
  onHoldRedirects: (isHeld: boolean) => void;
  onTabChange: (tab: WalkTab) => void;
}

/**
 * The walk screen's dialogs: settings, resources, Review and Complete, sent-for-review, and the
 * prompts that open by themselves: continue (reopening a walk with entries) and Revisions Requested.
 */
export function WalkDialogs({
  walk,
  entryCount,
  dialog,
  onDialogChange,
  onHoldRedirects,
  onTabChange,
}: WalkDialogsProps) {
  const close = () => onDialogChange(null);
  // Both prompts are decided once, when the walk opens.
  const [isContinueOpen, setContinueOpen] = useState(() => walk.entryCount > 0 && !isContinuePromptHidden());
  const lastStep = walk.submissionHistory.at(-1);
  const [dismissedRevisions, setDismissedRevisions] = useState<string | null>(null);
  // Revisions Requested first: it says why the walk is back; the continue prompt follows.
  const isRevisionsOpen = Boolean(lastStep?.revisionsRequested) && lastStep?.timestamp !== dismissedRevisions;

  if (dialog === 'settings')
    return <WalkSettingsDialog walk={walk} onClose={close} onLeaving={onHoldRedirects} />;
  if (dialog === 'resources') return <ResourcesDialog walk={walk} onClose={close} />;
  if (dialog === 'reviewAndComplete') {
    return (
      <Suspense fallback={null}>
        <ReviewAndCompleteDialog
          walk={walk}
          entryCount={entryCount}
          onClose={close}
          onSending={onHoldRedirects}
          onSent={() => onDialogChange('sentForReview')}
        />
      </Suspense>
    );
  }
  if (dialog === 'sentForReview') {
    return (
      <SentForReviewDialog
        walk={walk}
        onClose={() => {
          close();
          // Now the screen follows the walk to /review.
          onHoldRedirects(false);
        }}
      />
    );
  }
  if (isRevisionsOpen) {
    return (
      <RevisionsRequestedDialog
        walk={walk}
        onClose={() => setDismissedRevisions(lastStep?.timestamp ?? null)}
      />
    );
  }
  if (isContinueOpen) {
    return (
      <ContinueDialog
        entryCount={walk.entryCount}
        onLogEntries={() => onTabChange(0)}
        onFinish={() => onTabChange(1)}
        onClose={(isHiddenForGood) => {
          if (isHiddenForGood) hideContinuePrompt();
          setContinueOpen(false);
        }}
      />
    );
  }
  return null;
}
