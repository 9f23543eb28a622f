import { defineEndpoints } from '../contract';
import { groupBoardSchema } from '../group-board';

/** Apart from groupsApi so the co-tenant registration screen, which reads that contract, carries none of the board. */
export const groupBoardApi = defineEndpoints("Co-tenant groups: the leader's board", {
  read: {
    method: 'GET',
    path: '/api/groups/board',
    access: 'client',
    summary:
      "The leader's group board: each co-tenant's progress as flags (details, terms, documents) and the invitations not yet accepted; a co-tenant is refused (leader_only), a client with no group gets an empty board.",
    responses: { 200: groupBoardSchema },
  },
});
