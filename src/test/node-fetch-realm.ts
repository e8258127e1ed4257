// A request body built from jsdom's FormData or Blob reaches Node's fetch with its bytes and file names.
// Vitest's jsdom environment puts jsdom's Blob, File and FormData on the global and hands Node's Request a copy
// of such a body made of Node's Blobs. On Node 24 that copy fails: its undici (7, since Node 24.6) looks up
// `File` on the global when it wraps a Blob into a form entry, so the entry is jsdom's File, and then checks it
// against Node's File ('webidl.is.File(value)' assertion; vitest issue 9135, an open fix in its pull request 11300).
// Here the copy is made of Node's own Files, which undici takes as they are; Blob bodies likewise, and a
// Response's body too (undici makes the Blobs it reads out with the global Blob, jsdom's: a test that answers
// with one must not get '[object Blob]').
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { createRequire } from 'node:module';

const patched = Symbol.for('node-fetch-realm');
const realm = globalThis as typeof globalThis & { [patched]?: { NodeFormData: typeof FormData } };
// Node's FormData is the class of what its fetch parses a form into (the global one is jsdom's); found once,
// before formData is patched below (a worker runs this file again for each test file).
realm[patched] ??= {
  NodeFormData: (await new Response('a=1', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }).formData()).constructor as typeof FormData,
};
const { NodeFormData } = realm[patched];

// jsdom keeps a Blob's bytes on its implementation object, which its generated bindings give (no public
// synchronous way reads them; vitest's environment reads them so too).
const { implForWrapper } = createRequire(import.meta.url)('jsdom/lib/generated/idl/utils.js') as {
  implForWrapper: (wrapper: Blob) => { _bytes?: Uint8Array } | undefined;
};
function bytesOf(blob: Blob): Uint8Array {
  const bytes = implForWrapper(blob)?._bytes;
  if (!bytes) throw new Error('node-fetch-realm: cannot read the bytes of a jsdom Blob');
  return bytes;
}

/** The body with jsdom's FormData or Blob (the window's now: a worker's environment may make a new one) copied into Node's. */
function nodeBody(body: unknown): unknown {
  if (body instanceof globalThis.FormData) {
    const copy = new NodeFormData();
    body.forEach((value, key) => {
      copy.append(
        key,
        typeof value === 'string' ? value : (new NodeFile([bytesOf(value)], value.name, { type: value.type, lastModified: value.lastModified }) as unknown as File),
      );
    });
    return copy;
  }
  if (body instanceof globalThis.Blob && !(body instanceof NodeBlob)) return new NodeBlob([bytesOf(body)], { type: body.type });
  return body;
}

const BaseRequest = globalThis.Request as typeof Request & { [patched]?: true };
if (!BaseRequest[patched]) {
  class RequestWithNodeBody extends BaseRequest {
    static [patched] = true as const;
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(input, init?.body == null ? init : { ...init, body: nodeBody(init.body) as BodyInit });
    }
  }
  globalThis.Request = RequestWithNodeBody;
}
// Node's Response is on the global as it is (vitest leaves it); a jsdom Blob as its body is read as '[object Blob]'.
const BaseResponse = globalThis.Response as typeof Response & { [patched]?: true };
if (!BaseResponse[patched]) {
  class ResponseWithNodeBody extends BaseResponse {
    static [patched] = true as const;
    constructor(body?: BodyInit | null, init?: ResponseInit) {
      super(body == null ? body : (nodeBody(body) as BodyInit), init);
    }
  }
  globalThis.Response = ResponseWithNodeBody;
}

// Reading a form out of a body: undici makes each file part with the global File (jsdom's) and then checks it
// against Node's, so it runs with Node's Blob and File on the global, and the form it gives is turned into
// jsdom's, as the code under test expects of a FormData.
/** The prototype that defines `formData` (Node's own, under the subclasses above and vitest's). */
function bodyPrototype(object: object): Body & { [patched]?: true } {
  let proto = object;
  while (!Object.hasOwn(proto, 'formData')) proto = Object.getPrototypeOf(proto) as object;
  return proto as Body;
}
for (const proto of [bodyPrototype(globalThis.Request.prototype), bodyPrototype(globalThis.Response.prototype)]) {
  if (proto[patched]) continue;
  const formData = proto.formData;
  proto[patched] = true;
  proto.formData = async function (this: Body) {
    const globals = { Blob: globalThis.Blob, File: globalThis.File };
    Object.assign(globalThis, { Blob: NodeBlob, File: NodeFile });
    let parsed: FormData;
    try {
      parsed = await formData.call(this);
    } finally {
      Object.assign(globalThis, globals);
    }
    // The window's classes now, not this file's first run's: the environment may have made a new window since.
    const form = new globalThis.FormData();
    for (const [key, value] of parsed.entries()) {
      form.append(
        key,
        typeof value === 'string' ? value : new globalThis.File([await value.arrayBuffer()], value.name, { type: value.type, lastModified: value.lastModified }),
      );
    }
    return form;
  };
}
