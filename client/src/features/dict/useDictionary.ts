import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { graphql } from '../../gql';
import { isDictFresh, markDictFetched } from './dictCache';

export const DictionaryDocument = graphql(`
  query Dictionary($dicCode: String!) {
    dictionary(dicCode: $dicCode) {
      value
      title
    }
  }
`);

export interface DictOption {
  value: string;
  title: string;
}

/**
 * A dictionary's value/title list by its code (user_state, base_yes_no, ...), from the cache while
 * it is under 5 minutes old. `fallback` is shown until it loads (and if it cannot be loaded).
 */
export function useDictionary(dicCode: string, fallback: readonly DictOption[] = []) {
  // Decided once per mount: a stale dictionary is fetched from the server, a fresh one read.
  const [policy] = useState<'cache-first' | 'network-only'>(() =>
    isDictFresh(dicCode) ? 'cache-first' : 'network-only',
  );
  const { data } = useQuery(DictionaryDocument, {
    variables: { dicCode },
    fetchPolicy: policy,
    nextFetchPolicy: 'cache-first',
  });
  useEffect(() => {
    if (data !== undefined && !isDictFresh(dicCode)) markDictFetched(dicCode);
  }, [data, dicCode]);
  const items = data?.dictionary;
  return items !== undefined && items.length > 0 ? items : fallback;
}
