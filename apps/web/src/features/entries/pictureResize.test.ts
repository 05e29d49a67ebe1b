import { LIMITS } from '@schooldog/domain';
import { describe, expect, it } from 'vitest';
import { compressUnder, resizeTarget } from './pictureResize';

describe('resizing pictures to 500 px wide', () => {
  it('scales a wide picture down to 500 px, keeping its proportions', () => {
    expect(resizeTarget(4032, 3024)).toEqual({ width: 500, height: 375 });
    expect(resizeTarget(3024, 4032)).toEqual({ width: 500, height: 667 });
    expect(resizeTarget(1000, 1)).toEqual({ width: 500, height: 1 });
  });

  it('never upscales a picture that is already narrow enough', () => {
    expect(resizeTarget(320, 240)).toEqual({ width: 320, height: 240 });
    expect(resizeTarget(LIMITS.imageWidth, 900)).toEqual({ width: 500, height: 900 });
  });
});

describe('recompressing until under 1 MB', () => {
  const blobOf = (bytes: number) => new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });

  it('lowers the quality step by step until the picture is under 1,048,576 bytes', async () => {
    const tried: number[] = [];
    const result = await compressUnder(async (quality) => {
      tried.push(quality);
      return blobOf(quality > 0.6 ? LIMITS.imageBytesMax : 1000);
    });
    expect(result?.size).toBe(1000);
    expect(tried).toEqual([0.92, 0.85, 0.75, 0.65, 0.55]);
    expect([...tried].sort((a, b) => b - a)).toEqual(tried);
  });

  it('treats exactly 1,048,576 bytes as too big, and gives up after the lowest quality', async () => {
    expect(
      await compressUnder(async () => blobOf(LIMITS.imageBytesMax), LIMITS.imageBytesMax, [0.5, 0.1]),
    ).toBeNull();
    expect((await compressUnder(async () => blobOf(LIMITS.imageBytesMax - 1)))?.size).toBe(
      LIMITS.imageBytesMax - 1,
    );
  });
});
