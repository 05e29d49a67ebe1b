import 'i18next';
import type { AppTexts } from './index';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: AppTexts };
    defaultVariables: { productName: string };
  }
}
