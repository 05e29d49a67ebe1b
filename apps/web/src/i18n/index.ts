import { PRODUCT_NAME } from '@schooldog/domain';
import i18next, { type i18n, type ParseKeys } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import es from './es.json';
import offlineEn from './offline.en.json';
import offlineEs from './offline.es.json';
import syncEn from './sync.en.json';
import syncEs from './sync.es.json';

export const SUPPORTED_LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** Offline texts live in files of their own (offline.*: shell and PWA; sync.*: outbox and pictures). */
export const english = { ...en, offline: offlineEn, sync: syncEn };
export const spanish = { ...es, offline: offlineEs, sync: syncEs };

const resources = { en: { translation: english }, es: { translation: spanish } } as const;

/** Any key of en.json, checked at compile time. */
export type TranslationKey = ParseKeys;

/** The language in use, narrowed to a supported one. */
export function currentLanguage(instance: i18n = i18next): Language {
  return instance.resolvedLanguage === 'es' ? 'es' : 'en';
}

function syncDocumentLanguage(instance: i18n): void {
  if (typeof document !== 'undefined') document.documentElement.lang = currentLanguage(instance);
}

/**
 * The browser language is used if supported, else English (spec 000 §1). Tests pass a fixed
 * language. Resources are bundled so the app works offline from the first paint.
 */
export function initI18n(options: { language?: Language } = {}): i18n {
  if (!i18next.isInitialized) {
    i18next.on('languageChanged', () => syncDocumentLanguage(i18next));
    void i18next
      .use(LanguageDetector)
      .use(initReactI18next)
      .init({
        resources,
        lng: options.language,
        supportedLngs: [...SUPPORTED_LANGUAGES],
        nonExplicitSupportedLngs: true,
        load: 'languageOnly',
        fallbackLng: 'en',
        initAsync: false,
        detection: { order: ['navigator', 'htmlTag'], caches: [] },
        interpolation: { escapeValue: false, defaultVariables: { productName: PRODUCT_NAME } },
      });
  } else if (options.language && i18next.language !== options.language) {
    void i18next.changeLanguage(options.language);
  }
  syncDocumentLanguage(i18next);
  return i18next;
}
