import { answerLetter, type TAssessmentQuestion, type TAssessmentSection } from '@schooldog/domain';
import { inArray } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.js';
import type { Actor } from '../../http/access.js';
import type { DownloadName } from '../../http/download.js';
import { Conflict } from '../../http/errors.js';
import {
  aside,
  boldLine,
  districtDay,
  heading,
  keepRoom,
  newReport,
  reportDistrict,
} from '../../platform/documents/index.js';
import { fullName, users } from '../users/public.js';
import { schoolNameOf } from '../schools/public.js';
import { type AssessmentRow, loadViewableAssessment } from './access.js';

const NOT_SUBMITTED = 'Only a submitted assessment can be downloaded as a PDF.';

/**
 * A submitted assessment as a PDF (spec 000 §2 "Assessments", issue 14 "Reading"): its score,
 * submitter, disclaimer, and each non-skipped section's questions with the chosen answer and notes.
 */
export async function assessmentPdf(
  deps: AppDeps,
  actor: Actor,
  assessmentId: string,
): Promise<{ fileName: DownloadName; pdf: PDFKit.PDFDocument }> {
  const { row } = await loadViewableAssessment(deps.db, actor, assessmentId);
  if (row.status !== 'submitted' || !row.timeSubmitted) throw Conflict(NOT_SUBMITTED);
  const [schoolName, organization, submitter] = await Promise.all([
    schoolNameOf(deps.db, row.schoolId),
    deps.settings.get('organization'),
    personName(deps, row.submittedByUserId),
  ]);
  const district = reportDistrict(organization);
  const school = schoolName ?? 'School';
  const pdf = newReport(row.name, district, [
    school,
    `Submitted by ${submitter} on ${district.when.format(row.timeSubmitted)}`,
  ]);
  writeScore(pdf, row);
  if (row.disclaimer) {
    heading(pdf, 'Disclaimer');
    pdf.text(row.disclaimer);
  }
  if (row.location || row.notes) {
    heading(pdf, 'Notes');
    if (row.location) pdf.text(`Location: ${row.location}`);
    if (row.notes) pdf.text(row.notes);
  }
  for (const section of row.sections) if (!section.skip) writeSection(pdf, section, row.showScores);
  pdf.end();
  const day = districtDay(row.timeSubmitted, district.timeZone);
  // A name of slashes would make folders on some systems; the name is the template's, free text.
  const safeName = row.name.replace(/[/\\]/g, '-');
  return { fileName: `${school} - ${day} ${safeName}.pdf`, pdf };
}

async function personName(deps: AppDeps, userId: string | null): Promise<string> {
  if (!userId) return 'Unknown User';
  const [person] = await deps.db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [userId]));
  return person ? fullName(person) || 'Unknown User' : 'Unknown User';
}

function writeScore(pdf: PDFKit.PDFDocument, row: AssessmentRow) {
  if (!row.showScores) return;
  heading(pdf, 'Score');
  const percent = row.score === null ? '' : ` (${row.score}%)`;
  pdf.text(`${row.totalScore} / ${row.maxScore}${percent}`);
}

function writeSection(pdf: PDFKit.PDFDocument, section: TAssessmentSection, showScores: boolean) {
  heading(pdf, section.title);
  if (section.description) aside(pdf, section.description);
  section.questions.forEach((question, index) => writeQuestion(pdf, question, index, showScores));
  if (section.notes) {
    pdf.moveDown(0.3);
    boldLine(pdf, 'Section notes');
    pdf.text(section.notes);
  }
}

function writeQuestion(
  pdf: PDFKit.PDFDocument,
  question: TAssessmentQuestion,
  index: number,
  showScores: boolean,
) {
  keepRoom(pdf, 120);
  pdf.moveDown(0.4);
  boldLine(pdf, `${index + 1}. ${question.title}`);
  if (question.body) pdf.text(question.body);
  const chosen = question.answers.findIndex((answer) => answer.answerId === question.answerId);
  const answer = question.answers[chosen];
  if (!answer) {
    pdf.text('Answer: Not answered');
  } else {
    const value = showScores ? ` (${answer.value})` : '';
    pdf.text(`Answer ${answerLetter(chosen)}${value}: ${answer.text.join(' ')}`);
  }
  const how = question.manuallyAnswered ? 'Answered by hand' : 'Answered from linked entries';
  if (answer) aside(pdf, how);
  if (question.linkedObservations.length > 0)
    pdf.text(`Linked entries: ${question.linkedObservations.length}`);
}
