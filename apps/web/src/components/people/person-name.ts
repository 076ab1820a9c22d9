/** "Wes T.": first name and last initial, as everywhere people meet in the app (the first name alone when there is no initial). */
export function personName(person: { first_name: string; last_initial: string | null }): string {
  return person.last_initial ? `${person.first_name} ${person.last_initial}.` : person.first_name;
}
