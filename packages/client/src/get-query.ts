import { request, type Sent } from './request.ts';

/** An endpoint on the typed client whose GET takes no parameters (`api.owner.camper`). */
type PlainGet<R extends Sent> = { $get: () => Promise<R> };

/**
 * The query of a read that takes nothing, for `useApiQuery`: the key a write invalidates, the endpoint's GET through
 * `request`, and the spec's failure title (docs/product/messages.md#error-catalogue-spec-8).
 */
export function getQuery<K extends readonly unknown[], R extends Sent>(
  queryKey: K,
  endpoint: PlainGet<R>,
  failureTitle: string,
) {
  return { queryKey, queryFn: () => request(() => endpoint.$get()), failureTitle };
}
