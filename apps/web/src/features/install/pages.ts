export { InstallPage } from './InstallPage';
