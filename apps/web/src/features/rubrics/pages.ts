export { RubricEditorPage } from './RubricEditorPage';
export { RubricsGuardedPage } from './RubricsPage';
