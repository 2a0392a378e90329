/**
 * JSON bodies of cached read models, serialized once per cached value: a public read served
 * thousands of times a second spends most of its time in JSON.stringify when the body is a few
 * kilobytes. Keyed by the cached object itself, so a value the cache drops (a change evicted
 * it) is serialized afresh, and the memo goes with it. Return the string from a handler
 * decorated with `@Header('Content-Type', JSON_CONTENT_TYPE)`.
 */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export class SerializedJson {
  private readonly memo = new WeakMap<object, string>();

  of(source: object, build: () => unknown): string {
    let text = this.memo.get(source);
    if (text === undefined) {
      text = JSON.stringify(build());
      this.memo.set(source, text);
    }
    return text;
  }
}
