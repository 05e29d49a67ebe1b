import { PersonName } from '../../people/PersonName';
import { usePersonFullName } from './queries';

/** A person named by id on an assessment (creator, submitter), with their hover card. */
export function AssessmentPerson({ userId }: { userId: string | null }) {
  const name = usePersonFullName(userId);
  return <PersonName userId={userId} name={name} />;
}
