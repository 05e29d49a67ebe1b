import { PASSWORD_LIMITS, PRODUCT_NAME } from '@schooldog/domain';
import i18next, { type i18n, type ParseKeys } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type assessmentEditEn from './assessmentEdit.en.json';
import en from './en.json';
import { isLanguageLoaded, markLanguageLoaded, registeredTexts } from './featureTexts';
import offlineEn from './offline.en.json';
import type dashboardCardsEn from './dashboardCards.en.json';
import type dataProfilesEn from './dataProfiles.en.json';
import type drillsEn from './drills.en.json';
import type insightsEn from './insights.en.json';
import type recurringWorkOrdersEn from './recurringWorkOrders.en.json';
import type rubricsEn from './rubrics.en.json';
import type safetyAlertsEn from './safetyAlerts.en.json';
import syncEn from './sync.en.json';
import type tasksSettingsEn from './tasksSettings.en.json';
import type workOrderPageEn from './workOrderPage.en.json';
import type workOrdersEn from './workOrders.en.json';

export const SUPPORTED_LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/**
 * Offline texts live in files of their own (offline.*: shell and PWA; sync.*: outbox and pictures)
 * and are in the app's first script with en.json.
 */
export const english = { ...en, offline: offlineEn, sync: syncEn };

/**
 * Every text's key, checked at compile time: the first script's and the features' own namespaces,
 * which load with the feature's code (featureTexts.ts, the `*.texts.ts` modules).
 */
export type AppTexts = typeof english & {
  assessmentEdit: typeof assessmentEditEn;
  dashboardCards: typeof dashboardCardsEn;
  dataProfiles: typeof dataProfilesEn;
  drills: typeof drillsEn;
  insights: typeof insightsEn;
  rubrics: typeof rubricsEn;
  safetyAlerts: typeof safetyAlertsEn;
  tasksSettings: typeof tasksSettingsEn;
  workOrderPage: typeof workOrderPageEn;
  workOrders: typeof workOrdersEn;
  recurringWorkOrders: typeof recurringWorkOrdersEn;
};

/*
 * English, the fallback, is in the app's first script; Spanish is a chunk of its own, fetched before
 * the first render only by a browser that asks for it (main.tsx), and precached for offline use
 * like every chunk.
 */
const LANGUAGE_BUNDLES: Record<Exclude<Language, 'en'>, () => Promise<typeof english>> = {
  es: async () => (await import('./spanish')).spanish,
};

/**
 * Values any text may name: the product's name, and the password lengths the app enforces, so a
 * text that states them (the FAQ, the hints) cannot drift from the rule.
 */
const DEFAULT_VARIABLES = {
  productName: PRODUCT_NAME,
  passwordMinLength: PASSWORD_LIMITS.min,
  passwordMaxLength: PASSWORD_LIMITS.max,
};

/** Any key of en.json, checked at compile time. */
export type TranslationKey = ParseKeys;

/** The language in use, narrowed to a supported one. */
export function currentLanguage(instance: i18n = i18next): Language {
  return instance.resolvedLanguage === 'es' ? 'es' : 'en';
}

function syncDocumentLanguage(instance: i18n): void {
  if (typeof document !== 'undefined') document.documentElement.lang = currentLanguage(instance);
}

/** The supported language the browser asks for first, else English (spec 000 §1). */
function browserLanguage(): Language {
  const asked = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of asked) {
    const language = tag.toLowerCase().split('-')[0];
    if (language === 'en' || language === 'es') return language;
  }
  return 'en';
}

/** Loads a language's texts once; English is always there. */
export async function loadLanguage(language: Language, instance: i18n = i18next): Promise<void> {
  if (language === 'en' || isLanguageLoaded(language)) return;
  const texts = { ...(await LANGUAGE_BUNDLES[language]()), ...registeredTexts(language) };
  instance.addResourceBundle(language, 'translation', texts, true, true);
  markLanguageLoaded(language);
}

/** The app's start: the browser's language (or the one given), its texts loaded, then i18next. */
export async function startI18n(options: { language?: Language } = {}): Promise<i18n> {
  const language = options.language ?? browserLanguage();
  const instance = initI18n({ language: 'en' });
  await loadLanguage(language, instance);
  await instance.changeLanguage(language);
  return instance;
}

/**
 * The browser language is used if supported, else English (spec 000 §1). Tests pass a fixed
 * language; a language other than English must have been loaded first (startI18n, loadLanguage).
 */
export function initI18n(options: { language?: Language } = {}): i18n {
  if (!i18next.isInitialized) {
    i18next.on('languageChanged', () => syncDocumentLanguage(i18next));
    void i18next.use(initReactI18next).init({
      resources: { en: { translation: { ...english, ...registeredTexts('en') } } },
      partialBundledLanguages: true,
      lng: options.language ?? browserLanguage(),
      supportedLngs: [...SUPPORTED_LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: 'en',
      initAsync: false,
      interpolation: { escapeValue: false, defaultVariables: DEFAULT_VARIABLES },
    });
  } else if (options.language && i18next.language !== options.language) {
    void i18next.changeLanguage(options.language);
  }
  syncDocumentLanguage(i18next);
  return i18next;
}
