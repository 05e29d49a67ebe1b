import Typography from '@mui/material/Typography';

/** What the reporter wrote, its line breaks kept; nothing when they wrote nothing. */
export function EntryComment({ comment }: { comment: string }) {
  if (!comment) return null;
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {comment}
    </Typography>
  );
}
