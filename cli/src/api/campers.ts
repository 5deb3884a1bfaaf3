import type { Api } from '@camperdeel/client/api';
import type { Answer } from '@camperdeel/client/request';
import { RowError } from '../errors.ts';
import type { ApiClient } from '../http/client.ts';
import { lookUp, pageQuery } from './pages.ts';

/** A camper as GET /api/admin/campers answers it (typed by the route). */
export type ApiCamper = Answer<Api['admin']['campers']['$get']>['campers'][number];

type CampersPage = Answer<Api['admin']['campers']['$get']>;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Campers by id and by name (case-insensitive); a name two campers share must be given as the id. */
export class CamperDirectory {
  readonly #campers: ApiCamper[];

  constructor(campers: ApiCamper[]) {
    this.#campers = campers;
  }

  /**
   * The campers a run names (by name or id), found with the server's search (which matches an id exactly), or read
   * from the whole list when that takes fewer pages than there are names to look up.
   */
  static async forNames(client: ApiClient, namesOrIds: Iterable<string>): Promise<CamperDirectory> {
    const distinct = [
      ...new Set([...namesOrIds].map((n) => n.trim()).filter((n) => n !== '' && n.length <= 254)),
    ];
    const found = await lookUp(
      distinct,
      (zoek, cursor): Promise<CampersPage> =>
        client.call((api) => api.admin.campers.$get({ query: pageQuery(zoek, cursor) })),
      (page) => page.campers,
      (wanted, campers) => campers.filter((c) => c.id === wanted || sameName(c.naam, wanted)),
    );
    return new CamperDirectory([...new Map(found.map((c) => [c.id, c])).values()]);
  }

  get(nameOrId: string): ApiCamper {
    const byId = this.#campers.find((c) => c.id === nameOrId);
    if (byId) return byId;
    const byName = this.#campers.filter((c) => sameName(c.naam, nameOrId));
    if (byName.length > 1)
      throw new RowError(`Meerdere campers heten '${nameOrId}': gebruik het id van de camper`);
    const [camper] = byName;
    if (!camper) throw new RowError(`Geen camper met naam of id '${nameOrId}'`);
    return camper;
  }
}
