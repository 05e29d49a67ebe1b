import { LIMITS } from '@schooldog/domain';

/** The pictures the file input offers (spec 000 §5 "Uploads": jpeg, jpg and gif). */
export const PICTURE_ACCEPT = 'image/jpeg,image/jpg,image/gif';

/** JPEG qualities tried in turn until a picture is small enough. */
export const JPEG_QUALITIES = [0.92, 0.85, 0.75, 0.65, 0.55, 0.45, 0.35, 0.25, 0.15] as const;

/** Each shrink step when even the lowest quality is too big (only for extremely tall pictures). */
const SHRINK_FACTOR = 0.75;
const MAX_SHRINKS = 6;

/**
 * The size a picture is drawn at: 500 px wide with its proportions kept, never upscaled
 * (spec 000 §5 "pictures are resized to 500 px wide").
 */
export function resizeTarget(
  width: number,
  height: number,
  maxWidth: number = LIMITS.imageWidth,
): { width: number; height: number } {
  if (width <= maxWidth) return { width, height };
  return { width: maxWidth, height: Math.max(1, Math.round((height * maxWidth) / width)) };
}

/**
 * Encodes with decreasing quality until the result is under `maxBytes`
 * ("recompressed until under 1 MB (1048576 bytes)"); null when even the lowest quality is too big.
 */
export async function compressUnder(
  encode: (quality: number) => Promise<Blob>,
  maxBytes: number = LIMITS.imageBytesMax,
  qualities: readonly number[] = JPEG_QUALITIES,
): Promise<Blob | null> {
  for (const quality of qualities) {
    const blob = await encode(quality);
    if (blob.size < maxBytes) return blob;
  }
  return null;
}

async function decode(file: Blob): Promise<CanvasImageSource & { width: number; height: number }> {
  // createImageBitmap turns the picture upright from its EXIF orientation; a GIF gives its first frame.
  if (typeof createImageBitmap === 'function')
    return createImageBitmap(file, { imageOrientation: 'from-image' });
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

function toJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be encoded.'))),
      'image/jpeg',
      quality,
    );
  });
}

/** A picture made ready to upload in the browser: at most 500 px wide, a JPEG under 1 MB. */
export async function resizePicture(file: Blob): Promise<Blob> {
  const image = await decode(file);
  let { width, height } = resizeTarget(image.width, image.height);
  for (let shrink = 0; shrink <= MAX_SHRINKS; shrink += 1) {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('The picture could not be drawn.');
    // JPEG has no transparency: a transparent GIF gets a white background rather than black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(image, 0, 0, width, height);
    const blob = await compressUnder((quality) => toJpeg(canvas, quality));
    if (blob) return blob;
    width = Math.max(1, Math.round(width * SHRINK_FACTOR));
    height = Math.max(1, Math.round(height * SHRINK_FACTOR));
  }
  throw new Error('The picture is too large.');
}
