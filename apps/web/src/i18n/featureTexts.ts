import i18next from 'i18next';

type Texts = Record<string, unknown>;
type Language = 'en' | 'es';

/*
 * A feature's texts travel with the feature's own code: the module that registers them is imported
 * by every file that uses their keys, so they load with the first of those files and never weigh
 * on a screen that shows none of them (docs/decisions.md, "Feature texts load with the feature").
 */
const registered: Record<Language, Texts> = { en: {}, es: {} };
const loaded = new Set<Language>(['en']);

/** Adds a namespace's texts in both languages; i18next gets each once its language is loaded. */
export function registerTexts(namespace: string, en: Texts, es: Texts): void {
  registered.en[namespace] = en;
  registered.es[namespace] = es;
  if (!i18next.isInitialized) return;
  for (const language of loaded)
    i18next.addResourceBundle(
      language,
      'translation',
      { [namespace]: registered[language][namespace] },
      true,
      true,
    );
}

/** The namespaces registered so far, in one language (what a language's bundle adds to i18next). */
export function registeredTexts(language: Language): Texts {
  return registered[language];
}

export function isLanguageLoaded(language: Language): boolean {
  return loaded.has(language);
}

/** Called once a language's main texts are in i18next: its registered namespaces follow. */
export function markLanguageLoaded(language: Language): void {
  loaded.add(language);
}
