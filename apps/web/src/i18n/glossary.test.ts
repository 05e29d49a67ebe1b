import { describe, expect, it } from 'vitest';
import glossary from '../../../../docs/glossary.md?raw';
import { registeredTexts } from './featureTexts';
import { spanish as baseSpanish } from './spanish';

import.meta.glob('./*.texts.ts', { eager: true });
const spanish = { ...baseSpanish, ...registeredTexts('es') };

type Tree = { [key: string]: string | Tree };

function* texts(tree: Tree, prefix = ''): Generator<[string, string]> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') yield [path, value];
    else yield* texts(value, path);
  }
}

/** The "Never" column of docs/glossary.md's table: the words translators do not use. */
function forbiddenWords(): string[] {
  // Table rows, without the header's underline.
  const rows = glossary.split('\n').filter((line) => line.startsWith('|') && !/^[\s|:-]+$/.test(line));
  return rows
    .slice(1)
    .flatMap((row) => (row.split('|')[3] ?? '').split(','))
    .map((word) => word.trim())
    .filter(Boolean);
}

describe('the Spanish glossary', () => {
  it('Spanish calls an entry "entrada" on every screen: no synonym the glossary forbids appears', () => {
    const words = forbiddenWords();
    expect(words).toEqual(expect.arrayContaining(['observación', 'registro', 'registros']));
    const found = [...texts(spanish as Tree)].flatMap(([key, text]) =>
      words
        .filter((word) => new RegExp(`(^|[^\\p{L}])${word}($|[^\\p{L}])`, 'iu').test(text))
        .map((word) => `${key}: ${word}`),
    );
    expect(found).toEqual([]);
  });
});
