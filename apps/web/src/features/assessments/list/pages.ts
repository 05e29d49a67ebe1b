export { AssessmentsGuard } from './AssessmentsGuard';
export { AssessmentsPage } from './AssessmentsPage';
export { SubmittedAssessmentPage } from '../submitted/SubmittedAssessmentPage';
