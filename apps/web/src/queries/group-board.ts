import { groupBoardApi } from '@nestway/core/contracts/group-board';
import { useApiQuery } from '@/lib/api-hooks';

/** The leader's group board: each co-tenant's progress flags and the invitations not yet accepted (decision 038). */
export const useGroupBoard = () => useApiQuery(groupBoardApi.read);
