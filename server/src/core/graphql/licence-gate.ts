/**
 * The licence gate of GraphQL (both transports): while the licence is out of force, an operation
 * with any root field not marked `@LicenceOpen()` answers LICENSE_INVALID (10010015), before any
 * resolver runs. REST routes apply the same rule in the router (`licence: 'open'`).
 */
import {
  GraphQLError,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql/index.js';
import { AppError, isAppError } from '../errors/index.ts';
import { licenceOpenFields } from './access.ts';

function rootFields(
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  seen: Set<string>,
  out: string[],
): void {
  for (const s of selectionSet.selections) {
    if (s.kind === Kind.FIELD) out.push(s.name.value);
    else if (s.kind === Kind.INLINE_FRAGMENT) rootFields(s.selectionSet, fragments, seen, out);
    else if (!seen.has(s.name.value)) {
      seen.add(s.name.value);
      const f = fragments.get(s.name.value);
      if (f !== undefined) rootFields(f.selectionSet, fragments, seen, out);
    }
  }
}

/** Answers per parsed document and operation name: the server reuses its parsed documents. */
const needsLicence = new WeakMap<DocumentNode, Map<string, boolean>>();

/** Whether the operation asks for anything a lapsed licence refuses. */
export function operationNeedsLicence(
  document: DocumentNode,
  operationName: string | null | undefined,
): boolean {
  let answers = needsLicence.get(document);
  if (answers === undefined) {
    answers = new Map();
    needsLicence.set(document, answers);
  }
  const key = operationName ?? '';
  const known = answers.get(key);
  if (known !== undefined) return known;
  const answer = computeNeedsLicence(document, operationName);
  // Only names the document has are kept: a caller's made-up names must not grow the map.
  if (operationOf(document, operationName) !== undefined) answers.set(key, answer);
  return answer;
}

/** The operation the name picks (the first one when no name is given), as the gate reads it. */
function operationOf(
  document: DocumentNode,
  operationName: string | null | undefined,
): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  return operationName == null
    ? operations[0]
    : operations.find((o) => o.name?.value === operationName);
}

function computeNeedsLicence(
  document: DocumentNode,
  operationName: string | null | undefined,
): boolean {
  const operation = operationOf(document, operationName);
  if (operation === undefined) return false;
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((f) => [f.name.value, f] as const),
  );
  const fields: string[] = [];
  rootFields(operation.selectionSet, fragments, new Set(), fields);
  return fields.some((f) => !f.startsWith('__') && !licenceOpenFields.has(f));
}

/** The refusal of an operation under a lapsed licence, or null when it may run. */
export async function licenceRefusal(
  licence: { assertInForce(): Promise<void> },
  document: DocumentNode,
  operationName: string | null | undefined,
): Promise<GraphQLError | null> {
  if (!operationNeedsLicence(document, operationName)) return null;
  try {
    await licence.assertInForce();
    return null;
  } catch (e) {
    if (!isAppError(e)) throw e;
    return new GraphQLError('licence not in force', {
      originalError: e instanceof AppError ? e : new AppError('LICENSE_INVALID'),
      extensions: { http: { status: 200 } },
    });
  }
}
