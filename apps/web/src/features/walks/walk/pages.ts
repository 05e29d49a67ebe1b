export { CompleteView } from './CompleteView';
export { ReviewScreen } from './ReviewScreen';
export { WalkScreen } from './WalkScreen';
