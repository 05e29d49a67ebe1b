/**
 * Kept for screen readers, not shown: a column heading without a visible label, a link's
 * "(opens in a new tab)". Pixels, not sx numbers: in sx, width 1 would be 100%.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
