import sharp from 'sharp';

/** A real JPEG of a given size and shade (the app shrinks pictures to 500 px wide). */
export const jpeg = (width: number, height: number, shade: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: shade, g: 120, b: 118 } } })
    .jpeg()
    .toBuffer();
