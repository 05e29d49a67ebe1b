import { Fragment } from 'react';
import { PersonName } from './PersonName';

// Stands in for the name while the sentence is translated, so any word order works.
const MARK = '\u2063person\u2063';

interface PersonInTextProps {
  /** The translated sentence, given the text to put where the name goes. */
  text: (name: string) => string;
  userId: string | null | undefined;
  name: string | null | undefined;
}

/** A translated sentence naming a person ("Reported by …"), the name opening their hover card. */
export function PersonInText({ text, userId, name }: PersonInTextProps) {
  const [before = '', ...rest] = text(MARK).split(MARK);
  return (
    <>
      {before}
      <PersonName userId={userId} name={name} />
      {rest.join('')}
    </>
  );
}

/** Several people, comma-separated, each name opening their card (e.g. a walk's collaborators). */
export function PeopleList({ people }: { people: { userId: string | null; name: string | null }[] }) {
  return (
    <>
      {people.map((person, index) => (
        <Fragment key={`${person.userId ?? 'unknown'}-${index}`}>
          {index > 0 ? ', ' : null}
          <PersonName userId={person.userId} name={person.name} />
        </Fragment>
      ))}
    </>
  );
}
