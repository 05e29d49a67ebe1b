import 'i18next';
import type { english } from './index';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof english };
    defaultVariables: { productName: string };
  }
}
