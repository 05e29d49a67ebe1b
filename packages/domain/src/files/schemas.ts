import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { ZId } from '../ids.js';

const PICTURE_NAME = new RegExp(`^[A-Za-z0-9_-]{1,${LIMITS.pictureNameMax}}$`);

/** A picture's address, /api/files/observations/:entryId/:uid: its entry and its own name. */
export const ZPictureParams = z.object({
  entryId: ZId,
  uid: z.string().regex(PICTURE_NAME, { message: 'Not a valid file name' }),
});
export type TPictureParams = z.infer<typeof ZPictureParams>;

/** PUT /api/files/observations/:entryId/:uid: where the picture is stored (named on the entry). */
export const ZUploadedPicture = z.object({ path: z.string() });
