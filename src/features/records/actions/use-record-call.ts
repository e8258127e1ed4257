import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { isRecordAnswer, mergeRecordAnswer, type CachedRecordApi } from './record-cache';

/**
 * A call whose answer is (part of) the record (a save of its answers, a sub-form's call): `send` makes it and
 * merges the answer into the record's cached details and list rows at once (section 4), then hands it back.
 */
export function useRecordCall<Answer, Vars>(mutation: UseMutationOptions<Answer, Error, Vars>, api: CachedRecordApi) {
  const queryClient = useQueryClient();
  const call = useMutation(mutation);
  const send = async (vars: Vars) => {
    const answer = await call.mutateAsync(vars);
    if (isRecordAnswer(answer)) mergeRecordAnswer(queryClient, api, answer);
    return answer;
  };
  return { send, isPending: call.isPending };
}
