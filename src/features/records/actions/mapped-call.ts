import type { MutationFactory } from '../types';

/**
 * A generated call a block makes with the variables it knows (the approval panel decides by the decided
 * record's id), mapped to the ones the call takes (a change request's path carries its budget's id too);
 * the call's invalidations are those of the mapped variables.
 */
export function mapVariables<TData, TGiven, TVars>(factory: MutationFactory<TData, TVars>, map: (given: TGiven) => TVars): MutationFactory<TData, TGiven> {
  return () => {
    const call = factory();
    return { mutationKey: call.mutationKey, mutationFn: (given) => call.mutationFn(map(given)), meta: { invalidates: (given) => call.meta.invalidates(map(given)) } };
  };
}
