import type { Deps } from '../../http/env.ts';
import { allocateStoredRound } from './allocate.ts';
import { dueRoundIds } from './service.ts';

/**
 * Allocates every open round whose closing day has passed, as the server itself (no admin). One round's failure is
 * logged and does not stop the others; a round another instance allocated a moment ago answers round_closed.
 */
export async function allocateDueRounds(
  deps: Pick<Deps, 'db' | 'config' | 'now' | 'appOrigin'>,
): Promise<number> {
  let allocated = 0;
  for (const id of await dueRoundIds(deps.db, deps.now())) {
    try {
      await allocateStoredRound(deps, id, null);
      allocated += 1;
    } catch (error) {
      console.error(
        JSON.stringify({ level: 'warn', msg: 'round allocation failed', ronde: id, error: String(error) }),
      );
    }
  }
  return allocated;
}
