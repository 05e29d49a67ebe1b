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

/**
 * A work order's own picture, /api/files/tasks/:userId/:uid (spec 001 §7 "pictures at
 * tasks/{userId}/{uuid}"): under its uploader, who may name it on a work order they make or edit.
 */
export const ZTaskPictureParams = z.object({
  userId: ZId,
  uid: z.string().regex(PICTURE_NAME, { message: 'Not a valid file name' }),
});
export type TTaskPictureParams = z.infer<typeof ZTaskPictureParams>;

/** The storage path of a work order's own picture. */
export const taskPicturePath = ({ userId, uid }: TTaskPictureParams) => `tasks/${userId}/${uid}`;

/** Whether `path` is a work order picture uploaded by `userId` (only they may upload there). */
export function isTaskPictureOf(path: string, userId: string): boolean {
  const [root, owner, uid, ...rest] = path.split('/');
  return (
    root === 'tasks' &&
    owner === userId &&
    rest.length === 0 &&
    ZTaskPictureParams.safeParse({ userId: owner, uid }).success
  );
}
