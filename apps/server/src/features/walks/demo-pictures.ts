import sharp from 'sharp';

/** Colours of the demo pictures: brick, grass, sky, corridor. */
const SCENES = [
  ['#b5523b', '#7a2e1f'],
  ['#5e8c3a', '#2f5220'],
  ['#6fa8dc', '#3d6e99'],
  ['#c9c2b4', '#7d776c'],
] as const;

let made: Promise<Buffer[]> | null = null;

/**
 * A few tiny JPEGs (a door in a wall), made once per process and stored again for each demo
 * entry that has a picture: a file of its own per entry, as an upload would be.
 */
export function demoPictures(): Promise<Buffer[]> {
  made ??= Promise.all(
    SCENES.map(([wall, door]) =>
      sharp(
        Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120">` +
            `<rect width="160" height="120" fill="${wall}"/>` +
            `<rect x="0" y="96" width="160" height="24" fill="#555"/>` +
            `<rect x="60" y="36" width="40" height="60" fill="${door}"/>` +
            `<circle cx="92" cy="68" r="3" fill="#ddd"/></svg>`,
        ),
      )
        .jpeg({ quality: 70 })
        .toBuffer(),
    ),
  );
  return made;
}
