import { REFUSALS, roleDisplayName, ROLES } from '@schooldog/domain';
import { describe, expect, it } from 'vitest';
import { registeredTexts } from './featureTexts';
import { english as baseEnglish, startI18n } from './index';
import { spanish as baseSpanish } from './spanish';

// Every feature's own texts, as its code registers them when it loads.
import.meta.glob('./*.texts.ts', { eager: true });
const en = { ...baseEnglish, ...registeredTexts('en') } as Tree;
const es = { ...baseSpanish, ...registeredTexts('es') } as Tree;

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [nested, text] of flatten(value, path)) entries.set(nested, text);
  }
  return entries;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

const english = flatten(en);
const spanish = flatten(es);

describe('translations', () => {
  it('English and Spanish have the same keys', () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('no translation is empty', () => {
    for (const [key, text] of [...english, ...spanish]) expect(text.trim(), key).not.toBe('');
  });

  it('each Spanish text uses the same placeholders as the English one', () => {
    for (const [key, text] of english)
      expect(placeholders(spanish.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('quotes the spec messages and every server refusal exactly in English', () => {
    for (const [key, text] of Object.entries(REFUSALS))
      expect(english.get(`messages.${key}`), key).toBe(text);
  });

  it('roles are told apart: each role has its own name in English and in Spanish, as the domain names them', () => {
    for (const names of [english, spanish]) {
      const ofRoles = ROLES.map((role) => names.get(`roles.${role}`));
      expect(new Set(ofRoles).size).toBe(ROLES.length);
    }
    for (const role of ROLES) expect(english.get(`roles.${role}`), role).toBe(roleDisplayName(role));
  });

  it('uses the browser language when supported and sets <html lang>', async () => {
    const i18n = await startI18n({ language: 'es' });
    expect(i18n.t('messages.pageNotFound')).toBe('Página no encontrada');
    expect(document.documentElement.lang).toBe('es');
    await i18n.changeLanguage('fr');
    expect(i18n.t('messages.pageNotFound')).toBe('Page Not Found');
    expect(document.documentElement.lang).toBe('en');
    await i18n.changeLanguage('es-MX');
    expect(document.documentElement.lang).toBe('es');
  });
});
