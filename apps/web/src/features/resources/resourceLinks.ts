import type { TranslationKey } from '../../i18n';
import type { Region } from './region';

export interface ResourceLink {
  id: string;
  titleKey: TranslationKey;
  descriptionKey: TranslationKey;
  sourceKey: TranslationKey;
  url: string;
}

/** A deployment can point the training library at its own; the default is free public training. */
export const TRAINING_LIBRARY_URL: string =
  import.meta.env.VITE_TRAINING_LIBRARY_URL ?? 'https://training.fema.gov/is/';

export const TRAINING_LIBRARY: ResourceLink = {
  id: 'trainingLibrary',
  titleKey: 'resources.trainingLibrary.title',
  descriptionKey: 'resources.trainingLibrary.description',
  sourceKey: 'resources.trainingLibrary.source',
  url: TRAINING_LIBRARY_URL,
};

export const NATIONAL_REPORTS: readonly ResourceLink[] = [
  {
    id: 'cisaK12Guide',
    titleKey: 'resources.national.cisa.title',
    descriptionKey: 'resources.national.cisa.description',
    sourceKey: 'resources.national.cisa.source',
    url: 'https://www.cisa.gov/k-12-school-security-guide',
  },
  {
    id: 'ntacSchoolReports',
    titleKey: 'resources.national.ntac.title',
    descriptionKey: 'resources.national.ntac.description',
    sourceKey: 'resources.national.ntac.source',
    url: 'https://www.secretservice.gov/protection/ntac',
  },
  {
    id: 'remsTaCenter',
    titleKey: 'resources.national.rems.title',
    descriptionKey: 'resources.national.rems.description',
    sourceKey: 'resources.national.rems.source',
    url: 'https://rems.ed.gov/',
  },
];

export const REGIONAL_TOOLKITS: Readonly<Record<Region, ResourceLink>> = {
  georgia: {
    id: 'georgiaToolkit',
    titleKey: 'resources.regional.georgia.title',
    descriptionKey: 'resources.regional.georgia.description',
    sourceKey: 'resources.regional.georgia.source',
    url: 'https://gema.georgia.gov/what-we-do/school-safety',
  },
  alabama: {
    id: 'alabamaToolkit',
    titleKey: 'resources.regional.alabama.title',
    descriptionKey: 'resources.regional.alabama.description',
    sourceKey: 'resources.regional.alabama.source',
    url: 'https://www.alabamaachieves.org/',
  },
};
