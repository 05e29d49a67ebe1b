import { LIMITS } from '@schooldog/domain';
import sharp from 'sharp';
import { DomainError } from '../../http/errors.js';

export const PICTURE_TYPES = { jpeg: 'image/jpeg', gif: 'image/gif' } as const;

export const UNSUPPORTED_PICTURE = 'Pictures must be JPEG or GIF images.';

/** A picture checked and re-encoded, ready to store. */
export interface CleanPicture {
  data: Buffer;
  contentType: string;
}

/**
 * Checks a picture by its content (not its name or header), then re-encodes it: at most 500 px
 * wide, orientation applied, and every metadata block (EXIF location included) dropped. An empty
 * or unparsed body is refused the same way.
 */
export async function cleanPicture(body: unknown): Promise<CleanPicture> {
  if (!Buffer.isBuffer(body) || body.length === 0)
    throw new DomainError(415, 'unsupported_media_type', UNSUPPORTED_PICTURE);
  let format: string | undefined;
  try {
    format = (await sharp(body).metadata()).format;
  } catch {
    format = undefined;
  }
  if (format !== 'jpeg' && format !== 'gif')
    throw new DomainError(415, 'unsupported_media_type', UNSUPPORTED_PICTURE);
  const resize = { width: LIMITS.imageWidth, withoutEnlargement: true };
  if (format === 'gif') {
    const data = await sharp(body, { animated: true }).resize(resize).gif().toBuffer();
    return { data, contentType: PICTURE_TYPES.gif };
  }
  // sharp writes no metadata unless asked (withMetadata), so EXIF GPS never survives.
  const data = await sharp(body).rotate().resize(resize).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  return { data, contentType: PICTURE_TYPES.jpeg };
}
