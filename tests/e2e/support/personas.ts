/** A sandbox persona as people see it: first and last name. */
export interface NamedPerson {
  first_name: string;
  last_name: string;
}

/** The full name by which the simulated bank and the demo persona panel show a persona. */
export const fullName = (person: NamedPerson): string => `${person.first_name} ${person.last_name}`;
