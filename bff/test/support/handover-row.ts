import type { OverdrachtenTable } from '../../src/db/schema.ts';
import type { TestServer } from './server.ts';
import { insertWithId } from './stored-row.ts';

type Reading = Pick<OverdrachtenTable, 'camper_id' | 'reservering_id' | 'user_id' | 'moment' | 'km_stand'> &
  Partial<Pick<OverdrachtenTable, 'schade' | 'schade_status'>>;

/**
 * A handover stored straight in the table, past the route and its checks: half full, clean, no note, recorded now.
 * For a target to correct or delete, or a reading as it may have been stored before the checks existed.
 */
export function insertHandover(t: TestServer, reading: Reading): Promise<string> {
  return insertWithId(t, 'overdrachten', {
    brandstof_procent: 50,
    schoon: 1,
    schade: null,
    schade_status: null,
    notitie: null,
    created_at: t.clock.now().toISOString(),
    ...reading,
  });
}
