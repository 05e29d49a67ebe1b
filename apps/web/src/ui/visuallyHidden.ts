/**
 * Kept for screen readers, not shown: a column heading without a visible label, a link's
 * "(opens in a new tab)". Pixels, not sx numbers: in sx, width 1 is 100%, which made an absolutely
 * placed header span as wide as the page.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
