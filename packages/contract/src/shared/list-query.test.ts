import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LIST_QUERY_MESSAGES, fieldsOf, listQuery } from './list-query';
import { PAGINATION_MESSAGES } from './pagination';

const Pet = z.object({ id: z.string(), name: z.string(), kind: z.string(), born_on: z.string() });

const pets = listQuery({
  resource: 'pets',
  filters: { 'filter[kind]': z.enum(['cat', 'dog'], { error: 'Choose cat or dog.' }) },
  sorts: ['name', '-born_on'],
  include: ['owner', 'visits_count'],
  fields: fieldsOf(Pet),
  append: ['age'],
  limit: { default: 10, max: 25 },
});

/** A list that declares nothing but its pages. */
const bare = listQuery({ resource: 'notes', limit: { default: 5, max: 5 } });

function issuesOf(schema: z.ZodType, query: Record<string, string>) {
  const result = schema.safeParse(query);
  if (result.success) return null;
  return result.error.issues.map((issue) =>
    issue.code === 'unrecognized_keys'
      ? `unknown: ${issue.keys.join(', ')}`
      : `${String(issue.path[0])}: ${issue.message}`,
  );
}

describe('a list declared once', () => {
  it.each([
    [{}, { page: 1, limit: 10 }],
    [{ 'filter[kind]': 'cat' }, { 'filter[kind]': 'cat', page: 1, limit: 10 }],
    [
      { sort: '-born_on', page: '2', limit: '25' },
      { sort: '-born_on', page: 2, limit: 25 },
    ],
    [{ include: 'owner, visits_count,owner' }, { include: ['owner', 'visits_count'], page: 1, limit: 10 }],
    [{ 'fields[pets]': 'name,kind' }, { 'fields[pets]': ['name', 'kind'], page: 1, limit: 10 }],
    [{ append: 'age' }, { append: ['age'], page: 1, limit: 10 }],
  ])('reads %j as %j', (query, parsed) => {
    expect(pets.parse(query)).toEqual(parsed);
  });

  it.each([
    [{ colour: 'red' }, ['unknown: colour']],
    [{ 'filter[colour]': 'red' }, ['unknown: filter[colour]']],
    [{ 'fields[owners]': 'id' }, ['unknown: fields[owners]']],
    [{ 'filter[kind]': 'bird' }, ['filter[kind]: Choose cat or dog.']],
    [{ sort: 'kind' }, [`sort: ${LIST_QUERY_MESSAGES.sort(['name', '-born_on'])}`]],
    [{ sort: 'born_on' }, ['sort: Sort by name, -born_on.']],
    [{ include: 'owner,vet' }, ['include: Include any of owner, visits_count.']],
    [{ include: ',' }, ['include: Include any of owner, visits_count.']],
    [{ 'fields[pets]': 'name,microchip' }, ['fields[pets]: Choose fields from id, name, kind, born_on.']],
    [{ append: 'weight' }, ['append: Append any of age.']],
    [{ limit: '26' }, [`limit: ${PAGINATION_MESSAGES.limit(25)}`]],
    [{ page: '0' }, [`page: ${PAGINATION_MESSAGES.page}`]],
    [{ 'filter[kind]': 'cat\u0000' }, ['filter[kind]: Choose cat or dog.']],
  ])('refuses %j: %j', (query, issues) => {
    expect(issuesOf(pets, query)).toEqual(issues);
  });

  it.each(['include', 'append', 'sort', 'fields[notes]', 'filter[kind]'])(
    'leaves %s off the allow-list of a list that does not declare it',
    (name) => {
      expect(issuesOf(bare, { [name]: 'id' })).toEqual([`unknown: ${name}`]);
    },
  );

  it('names the fields of a record', () => {
    expect(fieldsOf(Pet)).toEqual(['id', 'name', 'kind', 'born_on']);
  });
});
