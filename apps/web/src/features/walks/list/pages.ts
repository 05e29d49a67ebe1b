export { WalksGuard } from './WalksGuard';
export { WalksPage } from './WalksPage';
