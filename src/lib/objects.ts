/** An object's own properties by key, read without a cast: an answer's JSON or a record whose fields are named at run time (their values are unknown until checked). */
export const propertiesOf = (value: object): Record<string, unknown> => Object.fromEntries(Object.entries(value));
